// Child process that does the auth service's bcrypt work at the lowest CPU priority (see bcrypt.ts).
import { hash, verify } from '@node-rs/bcrypt';

interface Job {
  id: number;
  op: 'hash' | 'verify';
  password: string;
  hash?: string;
}

process.on('message', (job: Job) => {
  const work = job.op === 'hash' ? hash(job.password, { cost: 10 }) : verify(job.password, job.hash ?? '');
  work.then(
    (value) => process.send?.({ id: job.id, ok: true, value }),
    (error: Error) => process.send?.({ id: job.id, ok: false, error: error.message }),
  );
});
// The supervisor went away: nothing left to answer to.
process.on('disconnect', () => process.exit(0));
