import { startTestStack } from './support/stack.ts';
const plain = await startTestStack({ exclude: ['functions', 'realtime'] });
try {
  for (const path of ['/storage/v1/s3/', '/storage/v1/s3', '/storage/v1/nothing/']) {
    const r = await fetch(`${plain.env.API_URL}${path}`);
    console.log(path, r.status, await r.text());
  }
} finally {
  await plain.dispose();
}
