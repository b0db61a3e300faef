// `npm run dev`: the API with reload (tsx watch, port 3000) and Vite's dev server (port 5173, proxying /api and /uploads).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@academy/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@academy/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
