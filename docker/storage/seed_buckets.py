"""Creates or updates the storage buckets of supabase/config.toml through the Storage API, and uploads each bucket's
objects_path files, as `supabase start` and `supabase seed buckets` do for the CLI. Idempotent: run on every
`docker compose up`, it brings the buckets in line with config.toml and re-uploads (upserts) the seed files.

Environment: SUPABASE_CONFIG (path of config.toml), STORAGE_URL (the Storage API, e.g. http://storage:5000 inside
compose or <API_URL>/storage/v1 through the gateway), SERVICE_ROLE_KEY. Standard library only (Python 3.11+).
"""

import json
import mimetypes
import os
import re
import sys
import tomllib
import urllib.error
import urllib.parse
import urllib.request

UNITS = {"": 1, "b": 1, "kb": 1000, "mb": 1000**2, "gb": 1000**3, "kib": 1024, "mib": 1024**2, "gib": 1024**3}


def size_in_bytes(value):
    """config.toml sizes as the CLI reads them: a number of bytes or a string like "5MiB" / "50MB"."""
    if isinstance(value, int):
        return value
    match = re.fullmatch(r"\s*(\d+)\s*([a-zA-Z]*)\s*", str(value))
    if not match or match.group(2).lower() not in UNITS:
        raise ValueError(f"file_size_limit {value!r} is not a size like 5MiB")
    return int(match.group(1)) * UNITS[match.group(2).lower()]


def request(method, url, key, body=None, content_type="application/json", extra_headers=None):
    headers = {"Authorization": f"Bearer {key}", "apikey": key}
    if body is not None:
        headers["Content-Type"] = content_type
    headers.update(extra_headers or {})
    data = json.dumps(body).encode() if content_type == "application/json" and body is not None else body
    req = urllib.request.Request(url, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=60) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def bucket_body(name, bucket):
    body = {"id": name, "name": name, "public": bool(bucket.get("public", False))}
    # Without a limit of its own a bucket has none; the global [storage] limit (FILE_SIZE_LIMIT) still applies.
    limit = bucket.get("file_size_limit")
    body["file_size_limit"] = size_in_bytes(limit) if limit is not None else None
    mime_types = bucket.get("allowed_mime_types") or []
    body["allowed_mime_types"] = list(mime_types) if mime_types else None
    return body


def upsert_bucket(storage_url, key, body):
    status, answer = request("POST", f"{storage_url}/bucket", key, body)
    if status == 200:
        return "created"
    # Storage answers 400 (or 409) with "already exists" in the body for an existing bucket.
    if status in (400, 409) and b"already exists" in answer.lower():
        update = {k: v for k, v in body.items() if k not in ("id", "name")}
        status, answer = request("PUT", f"{storage_url}/bucket/{urllib.parse.quote(body['id'])}", key, update)
        if status == 200:
            return "updated"
    raise RuntimeError(f"bucket {body['id']}: storage answered {status}: {answer[:300].decode(errors='replace')}")


def upload_objects(storage_url, key, name, directory):
    count = 0
    for root, _dirs, files in os.walk(directory):
        for file_name in sorted(files):
            path = os.path.join(root, file_name)
            object_name = os.path.relpath(path, directory).replace(os.sep, "/")
            content_type = mimetypes.guess_type(file_name)[0] or "application/octet-stream"
            with open(path, "rb") as handle:
                data = handle.read()
            url = f"{storage_url}/object/{urllib.parse.quote(name)}/{urllib.parse.quote(object_name)}"
            status, answer = request("POST", url, key, data, content_type, {"x-upsert": "true"})
            if status != 200:
                raise RuntimeError(f"upload {name}/{object_name}: storage answered {status}: {answer[:300].decode(errors='replace')}")
            count += 1
    return count


def main():
    config_path = os.environ.get("SUPABASE_CONFIG", "/supabase/config.toml")
    storage_url = os.environ.get("STORAGE_URL", "http://storage:5000").rstrip("/")
    key = os.environ.get("SERVICE_ROLE_KEY")
    if not key:
        sys.exit("seed_buckets: SERVICE_ROLE_KEY is not set")
    with open(config_path, "rb") as handle:
        config = tomllib.load(handle)
    storage = config.get("storage", {})
    buckets = storage.get("buckets", {})
    for name, bucket in buckets.items():
        outcome = upsert_bucket(storage_url, key, bucket_body(name, bucket))
        line = f"seed_buckets: {name} {outcome}"
        if bucket.get("objects_path"):
            # Relative to the supabase/ folder, as in the CLI.
            directory = os.path.normpath(os.path.join(os.path.dirname(config_path), bucket["objects_path"]))
            if os.path.isdir(directory):
                line += f", {upload_objects(storage_url, key, name, directory)} file(s) uploaded"
            else:
                line += f", objects_path {bucket['objects_path']} not found"
        print(line, flush=True)
    print(f"seed_buckets: {len(buckets)} bucket(s) in line with {os.path.basename(config_path)}")


if __name__ == "__main__":
    try:
        main()
    except (RuntimeError, ValueError, OSError) as error:
        sys.exit(f"seed_buckets: {error}")
