// Native Windows: the local stack is not built for it (no Windows machine to test its paths, signals and process
// groups on); WSL2 runs it as Linux. Plain JavaScript, like node-version.mjs, so it runs before anything else.

/** The one line `npm start` and `npm run dev` print on native Windows (then stop); undefined elsewhere. */
export function windowsLine(platform) {
  if (platform !== 'win32') return undefined;
  return 'On Windows this project runs under WSL2: open a WSL2 (Ubuntu) terminal, clone the repository inside it and run npm start there (README, "Platforms").';
}
