import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags';

const SERVER_COMMAND = `node ${SERVER_NODE_FLAGS.join(' ')} dist/server/main.js`;

describe("the server's node flags, the same wherever a shop starts it", () => {
  it("in package.json's start", () => {
    const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts.start).toBe(`npm run build && ${SERVER_COMMAND}`);
  });

  it("in deploy's systemd unit", () => {
    const unit = fs.readFileSync('deploy/game-meat-orders.service', 'utf8');
    expect(unit).toMatch(/^ExecStart=.*$/m);
    expect(unit.match(/^ExecStart=(.*)$/m)?.[1]).toBe(`/usr/bin/${SERVER_COMMAND}`);
  });
});
