/**
 * Preloaded into a server the profiling bench starts (`--import` this file): SIGUSR2 starts the V8
 * CPU profiler in this process, the next SIGUSR2 stops it and writes the profile to CPU_PROFILE_PATH,
 * then prints `profile written`. So only the load being studied is profiled, not the start.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

const session = new Session();
session.connect();
let running = false;

process.on('SIGUSR2', () => {
  void (async () => {
    if (!running) {
      running = true;
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: Number(process.env.CPU_PROFILE_INTERVAL_US ?? 200) });
      await session.post('Profiler.start');
      return;
    }
    running = false;
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(process.env.CPU_PROFILE_PATH!, JSON.stringify(profile));
    console.log('profile written');
  })();
});
