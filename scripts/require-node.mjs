// Every script of this repo must run on the Node 24 that the `node` devDependency installs.
// pnpm puts node_modules/.bin first on PATH, so `pnpm <script>` gets it; a bare shell gets the system Node.
const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  console.error(
    `This project needs Node 24 (found ${process.versions.node}).\n` +
      'Run scripts through pnpm (for example `pnpm start`, `pnpm test`): pnpm uses the Node 24 ' +
      'that `pnpm install` placed in node_modules/.bin. If it is missing, run `pnpm install` again.',
  );
  process.exit(1);
}
