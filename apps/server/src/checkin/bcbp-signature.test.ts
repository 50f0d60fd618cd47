import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildBcbp, parseBcbp } from '@tarmac/shared';
import { loadConfig } from '../config.js';
import { BCBP_KEY_FILE, bcbpSigningKey, createBcbpSigner } from './bcbp-signature.js';

/** The carrier's boarding-pass key: configured (BCBP_SIGNING_KEY) or generated once into the data folder. */

const block = buildBcbp({ lastName: 'Rahman', firstName: 'Karim', pnr: 'ABC123', from: 'DAC', to: 'CGP', carrier: 'TM', flightNumber: 'TM123', date: '2026-02-01', compartment: 'Y', seat: '12A', sequence: 7 });
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-bcbp-'));

describe('the boarding-pass signing key', () => {
  it('is generated once into the data folder, readable by its owner only, and kept across restarts', () => {
    const dir = tempDir();
    const first = createBcbpSigner(bcbpSigningKey(undefined, dir));
    const file = path.join(dir, BCBP_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const again = createBcbpSigner(bcbpSigningKey(undefined, dir));
    expect(again.publicKeyPem).toBe(first.publicKeyPem);
    // A pass signed before the restart still verifies after it.
    expect(again.verify(parseBcbp(first.sign(block))!)).toBe(true);
  });

  it('is the configured one when BCBP_SIGNING_KEY is set, also with its line ends written as \\n', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const config = loadConfig({ BCBP_SIGNING_KEY: pem.replace(/\n/g, '\\n') });
    const dir = tempDir();
    const signer = createBcbpSigner(bcbpSigningKey(config.bcbpSigningKey, dir));
    expect(signer.publicKeyPem).toBe(publicKey.export({ type: 'spki', format: 'pem' }).toString());
    expect(fs.existsSync(path.join(dir, BCBP_KEY_FILE))).toBe(false);
  });

  it('refuses to start with a key that is not ECDSA P-256, naming the setting', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => loadConfig({ BCBP_SIGNING_KEY: rsa })).toThrow(/^Invalid configuration: BCBP_SIGNING_KEY must be an ECDSA P-256 private key in PEM/);
    expect(() => loadConfig({ BCBP_SIGNING_KEY: 'not a key' })).toThrow(/BCBP_SIGNING_KEY must be an ECDSA P-256 private key/);
  });

  it('signs the block it is given and nothing else: any changed character fails', () => {
    const signer = createBcbpSigner(bcbpSigningKey(undefined, tempDir()));
    const signed = signer.sign(block);
    expect(signed.slice(0, 60)).toBe(block);
    expect(signer.verify(parseBcbp(signed)!)).toBe(true);
    expect(signer.verify(parseBcbp(signed.replace('RAHMAN/KARIM', 'RAHMAN/KARIN'))!)).toBe(false);
    expect(signer.verify(parseBcbp(block)!)).toBe(false);
  });
});
