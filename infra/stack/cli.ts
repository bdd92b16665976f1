// node -r @swc-node/register infra/stack/cli.ts up [--profile dev|test] [--services postgres,temporal,kafka]
//                                                 down [--profile dev|test] [--services ...]   (no --profile: all)
//                                                 status [--profile dev|test]
//                                                 env [--profile dev|test]
// Progress goes to stderr; `up` and `env` print the environment as KEY=value lines on stdout, so
// `eval "$(node -r @swc-node/register infra/stack/cli.ts up)"` or `... up > .env` work.
import { isProfile, isService, PROFILES, SERVICES, StackProfile, StackService } from './config';
import { stackEnv, stackStatus, startStack, stopStack } from './index';

const USAGE = `usage: node -r @swc-node/register infra/stack/cli.ts <command> [options]

commands:
  up       obtain what is missing, start the servers (reusing running ones), print the env, exit
  down     stop the profile's servers (every profile's when --profile is not given)
  status   show which servers run (both profiles unless --profile is given)
  env      print the env of a profile without starting anything

options:
  --profile dev|test                    default: dev (down, status: every profile)
  --services postgres,temporal,kafka,radicale    default: all four (up, down)

environment:
  ATS_CACHE_DIR (default ~/.cache/ats-stack), ATS_PG_PORT, ATS_TEMPORAL_PORT, ATS_TEMPORAL_UI_PORT,
  ATS_KAFKA_PORT, ATS_KAFKA_CONTROLLER_PORT, ATS_RADICALE_PORT`;

type Args = { command: string; profile?: StackProfile; services?: StackService[] };

function parse(argv: string[]): Args {
  const args: Args = { command: '' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    if (flag === '--profile' || flag === '-p') {
      const p = value();
      if (!isProfile(p)) throw new Error(`--profile must be one of ${PROFILES.join(', ')}, not ${p}`);
      args.profile = p;
    } else if (flag === '--services' || flag === '-s') {
      const list = value().split(',').map((s) => s.trim()).filter(Boolean);
      const bad = list.filter((s) => !isService(s));
      if (bad.length) throw new Error(`unknown service(s) ${bad.join(', ')} (expected some of ${SERVICES.join(', ')})`);
      args.services = list as StackService[];
    } else if (flag === '--help' || flag === '-h' || flag === 'help') {
      args.command = 'help';
    } else if (!flag.startsWith('-') && !args.command) {
      args.command = flag;
    } else {
      throw new Error(`unexpected argument ${arg}`);
    }
  }
  return args;
}

function printEnv(env: Record<string, string>): void {
  for (const [k, v] of Object.entries(env)) process.stdout.write(`${k}=${v}\n`);
}

async function main(): Promise<number> {
  const args = parse(process.argv.slice(2));
  const profile = args.profile ?? 'dev';
  switch (args.command) {
    case 'up': {
      const handle = await startStack({ profile, services: args.services });
      printEnv(handle.env);
      return 0;
    }
    case 'down': {
      // without --profile: every profile (the test stack is left running by `npm test` for warm restarts)
      for (const p of args.profile ? [args.profile] : [...PROFILES]) {
        await stopStack(p, { services: args.services });
        process.stderr.write(`stack ${p}: stopped\n`);
      }
      return 0;
    }
    case 'status': {
      const profiles = args.profile ? [args.profile] : [...PROFILES];
      for (const p of profiles) {
        for (const s of await stackStatus(p)) {
          const ports = Object.entries(s.ports).map(([k, v]) => `${k}=${v}`).join(' ');
          const state = s.running ? (s.answering ? 'running' : 'running (not answering)') : 'stopped';
          process.stdout.write(`${p.padEnd(5)} ${s.service.padEnd(9)} ${state.padEnd(24)} ${s.pid ? `pid ${s.pid}`.padEnd(11) : ''.padEnd(11)} ${ports}\n`);
        }
      }
      return 0;
    }
    case 'env':
      printEnv(stackEnv(profile));
      return 0;
    case 'help':
      process.stdout.write(`${USAGE}\n`);
      return 0;
    default:
      process.stderr.write(`${args.command ? `unknown command ${args.command}\n` : ''}${USAGE}\n`);
      return 2;
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`stack: error: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
