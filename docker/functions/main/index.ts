// Main service of Supabase's edge runtime for the self-hosted deployment (docker-compose.yml, service "functions"):
// routes /<name>/… to a user worker running supabase/functions/<name>/index.ts, after checking the JWT unless
// config.toml sets verify_jwt = false for that function — the behaviour of `supabase functions serve`.
import { functionsWithoutJwt, isAcceptedToken, isFunctionName, opaqueKeysFrom } from './config.ts';

declare const EdgeRuntime: {
  userWorkers: {
    create(options: {
      servicePath: string;
      memoryLimitMb: number;
      workerTimeoutMs: number;
      noModuleCache: boolean;
      envVars: [string, string][];
      forceCreate: boolean;
    }): Promise<{ fetch(request: Request): Promise<Response> }>;
  };
};

const functionsDir = '/home/deno/functions';
const jwtSecret = Deno.env.get('JWT_SECRET') ?? '';
const opaqueKeys = opaqueKeysFrom(Deno.env);
const withoutJwt = functionsWithoutJwt(await Deno.readTextFile(Deno.env.get('FUNCTIONS_CONFIG') ?? '/home/deno/config.toml'));
console.log(`functions without JWT verification: ${[...withoutJwt].join(', ') || 'none'}`);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

Deno.serve(async (request: Request) => {
  const name = new URL(request.url).pathname.split('/')[1] ?? '';
  if (name === '_health') return json(200, { ok: true });
  if (!isFunctionName(name)) return json(404, { msg: 'Function not found' });
  try {
    await Deno.stat(`${functionsDir}/${name}/index.ts`);
  } catch {
    return json(404, { msg: 'Function not found' });
  }

  if (request.method !== 'OPTIONS' && !withoutJwt.has(name)) {
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    if (!(await isAcceptedToken(token, jwtSecret, opaqueKeys))) return json(401, { msg: 'Invalid JWT' });
  }

  try {
    const worker = await EdgeRuntime.userWorkers.create({
      servicePath: `${functionsDir}/${name}`,
      memoryLimitMb: 150,
      workerTimeoutMs: 5 * 60 * 1000,
      noModuleCache: false,
      envVars: Object.entries(Deno.env.toObject()),
      forceCreate: false,
    });
    return await worker.fetch(request);
  } catch (error) {
    console.error(`function ${name} failed`, error);
    return json(500, { msg: 'Function failed' });
  }
});
