import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { classesSeedSchema, programsSeedSchema, studiosSeedSchema } from '@jetsweat/contract';
import { demoStudiosFile } from '../../features/studios/demo-studios.ts';
import { demoClassFiles, demoProgramsFile } from '../../features/videos/demo-library.ts';
import { readSeedFile } from './seed-file.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-file-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A copy of a seed file, changed by `edit`, in the scratch folder. */
function changedCopy(file: string, edit: (data: never) => void): string {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as never;
  edit(data);
  const copy = path.join(scratch, path.basename(file));
  fs.writeFileSync(copy, JSON.stringify(data));
  return copy;
}

describe('seed files', () => {
  it('the demo seed files all pass their contract schemas', () => {
    expect(readSeedFile(demoStudiosFile, studiosSeedSchema).length).toBeGreaterThan(0);
    for (const file of demoClassFiles)
      expect(readSeedFile(file, classesSeedSchema).length).toBeGreaterThan(0);
    expect(readSeedFile(demoProgramsFile, programsSeedSchema).length).toBeGreaterThan(0);
  });

  it('a bad field stops the load with the file and the path of the field', () => {
    const bad = changedCopy(
      demoStudiosFile,
      (studios: { testimonials: { rating: number }[] }[]) => {
        studios[0]!.testimonials[1]!.rating = 6;
      },
    );
    expect(() => readSeedFile(bad, studiosSeedSchema)).toThrow(
      new RegExp(
        `Seed file ${bad.replace(/[.\\]/g, '\\$&')} is invalid:\\n  \\[0\\]\\.testimonials\\[1\\]\\.rating: `,
      ),
    );
  });

  it('a value outside the contract enumeration and a misspelt field are both named', () => {
    const bad = changedCopy(demoClassFiles[0]!, (classes: Record<string, unknown>[]) => {
      classes[2]!.classType = 'Zumba';
      classes[4]!.minuts = 30;
    });
    let message = '';
    try {
      readSeedFile(bad, classesSeedSchema);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain(`Seed file ${bad} is invalid:`);
    expect(message).toMatch(/^ {2}\[2\]\.classType: /m);
    expect(message).toMatch(/^ {2}\[4\]: Unrecognized key: "minuts"/m);
  });

  it('a file that is not JSON is named, relative to the server folder when inside it', () => {
    const broken = path.join(path.dirname(demoStudiosFile), `broken-${process.pid}.tmp.json`);
    fs.writeFileSync(broken, '[{"id": 401,');
    try {
      expect(() => readSeedFile(broken, studiosSeedSchema)).toThrow(
        /^Seed file src\/features\/studios\/demo\/broken-\d+\.tmp\.json could not be read: /,
      );
    } finally {
      fs.rmSync(broken);
    }
  });
});
