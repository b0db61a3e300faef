import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { median, startServer } from './server.ts';
import type { BenchImage } from './upload-images.ts';
import { endpointUrl, ENDPOINTS } from '@academy/contract';
import { benchLogin } from './login.ts';

export interface PressureRound {
  logins: number;
  loginP50Ms: number;
  loginP99Ms: number;
  /** VmHWM of a server started for the round: the most memory it ever held. */
  peakRssMb: number;
  stored: number;
  /** 503 answers: the image queue's waiting line was full. */
  busy: number;
  otherFailures: number;
  /** Photo files under uploads/fighters once every upload has answered; one photo is 2 files. */
  filesLeft: number;
  seconds: number;
}

export interface UploadPressureResult {
  image: string;
  rounds: PressureRound[];
  loginP50Ms: number;
  loginP99Ms: number;
  peakRssMb: number;
}

/**
 * 20 uploads always in flight, as one fighter, while 2 clients log in one after another; the round lasts
 * 10 s and at least 120 logins (so p99 means something), and gives up after 120 s when logins crawl.
 * An upload refused as busy is sent again after `busyRetryMs`: soon enough to keep the image queue full the
 * whole round, without turning the round into a flood of 5 MB bodies refused on arrival, which measures the
 * network rather than image work (and which UPLOAD_RATE_LIMIT stops in production).
 */
const SETTINGS = {
  parallelUploads: 20,
  loginClients: 2,
  minSeconds: 10,
  minLogins: 120,
  maxSeconds: 120,
  busyRetryMs: 1000,
};
const PASSWORD = 'bench-upload-password';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0);
}

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function signUpAndLogin(url: string): Promise<{ id: string; email: string; token: string }> {
  const email = `uploader-${randomUUID().slice(0, 8)}@bench.test`;
  const signUp = await fetch(`${url}${endpointUrl(ENDPOINTS.CreateFighter)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Bench Uploader',
      email,
      mobileNumber: '9876543210',
      age: 20,
      gender: 'Female',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
  });
  const { id } = (await signUp.json()) as { id?: string };
  if (!id) throw new Error('bench fighter sign-up failed');
  const { token } = await benchLogin(url, 'fighter', { email, password: PASSWORD });
  return { id, email, token };
}

/** Built once per image so the client spends no CPU assembling 5 MB bodies while the server is measured. */
function multipartBody(field: string, image: BenchImage) {
  const boundary = `----bench${randomUUID().replace(/-/g, '')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${image.filename}"\r\nContent-Type: ${image.contentType}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), image.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pressureRound(image: BenchImage, workDir: string, port: number): Promise<PressureRound> {
  const dataDir = path.join(workDir, `round-${randomUUID().slice(0, 8)}`);
  fs.mkdirSync(dataDir, { recursive: true });
  // Replaced photos go at once here, so the files left show whether parallel replacements orphan any.
  const server = await startServer({ DATA_DIR: dataDir, IMAGE_DELETE_DELAY_MS: '0' }, port);
  try {
    const uploader = await signUpAndLogin(server.url);
    const member = await signUpAndLogin(server.url);
    const form = multipartBody('fighterImage', image);
    const counts = { stored: 0, busy: 0, otherFailures: 0 };
    const latencies: number[] = [];
    const started = performance.now();
    const elapsedS = () => (performance.now() - started) / 1000;
    let stop = false;

    const uploadClient = async () => {
      while (!stop) {
        try {
          const res = await fetch(
            `${server.url}${endpointUrl(ENDPOINTS.UpdateFighterProfileImage, { id: uploader.id })}`,
            {
              method: 'PUT',
              headers: { 'x-auth-token': uploader.token, 'content-type': form.contentType },
              body: form.body,
            },
          );
          await res.arrayBuffer();
          if (res.status === 200) counts.stored++;
          else if (res.status === 503) {
            counts.busy++;
            await sleep(SETTINGS.busyRetryMs);
          } else counts.otherFailures++;
        } catch {
          counts.otherFailures++;
        }
      }
    };
    const loginClient = async () => {
      // Let the uploads reach the server first, so every measured login competes with them.
      await sleep(500);
      while (!stop) {
        const t0 = performance.now();
        const res = await fetch(`${server.url}${endpointUrl(ENDPOINTS.FighterLogin)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: member.email, password: PASSWORD }),
        });
        await res.arrayBuffer();
        if (res.status !== 200) {
          stop = true;
          throw new Error(`login answered ${res.status}`);
        }
        latencies.push(performance.now() - t0);
      }
    };
    const timer = async () => {
      while (
        elapsedS() < SETTINGS.maxSeconds &&
        (elapsedS() < SETTINGS.minSeconds || latencies.length < SETTINGS.minLogins)
      )
        await sleep(100);
      stop = true;
    };
    await Promise.all([
      ...Array.from({ length: SETTINGS.parallelUploads }, uploadClient),
      ...Array.from({ length: SETTINGS.loginClients }, loginClient),
      timer(),
    ]);
    const fightersDir = path.join(dataDir, 'uploads', 'fighters');
    return {
      logins: latencies.length,
      loginP50Ms: percentile(latencies, 0.5),
      loginP99Ms: percentile(latencies, 0.99),
      peakRssMb: peakRssMb(server.pid),
      ...counts,
      filesLeft: fs.existsSync(fightersDir) ? fs.readdirSync(fightersDir).length : 0,
      seconds: Math.round(elapsedS() * 10) / 10,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `runs` rounds per image, each on a freshly started production server so its peak memory is its own. */
export async function uploadPressure(
  images: BenchImage[],
  options: { workDir: string; port: number; runs: number; log?: (message: string) => void },
): Promise<UploadPressureResult[]> {
  const results: UploadPressureResult[] = [];
  for (const image of images) {
    const rounds: PressureRound[] = [];
    for (let i = 0; i < options.runs; i++) {
      const round = await pressureRound(image, options.workDir, options.port);
      options.log?.(
        `  ${image.name} run ${i + 1}: login p50 ${round.loginP50Ms} ms, p99 ${round.loginP99Ms} ms over ${round.logins}; ` +
          `peak RSS ${round.peakRssMb} MB; uploads ${round.stored} stored, ${round.busy} busy, ${round.otherFailures} other; ` +
          `${round.filesLeft} files left; ${round.seconds} s`,
      );
      rounds.push(round);
    }
    results.push({
      image: image.name,
      rounds,
      loginP50Ms: median(rounds.map((r) => r.loginP50Ms)),
      loginP99Ms: median(rounds.map((r) => r.loginP99Ms)),
      peakRssMb: median(rounds.map((r) => r.peakRssMb)),
    });
  }
  return results;
}
