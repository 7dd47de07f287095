import { keepDemoPictures } from '../src/lib/demo-images.js';
import { useTestHashCost } from '../src/platform/password.js';

/**
 * Before every server test file (`setupFiles` of the server's projects, vitest.config.ts): the demo's generated
 * pictures are drawn once per process — the same arguments make the same PNG, and the demo is seeded whole or in
 * part by a dozen files, several of them in one worker — and passwords and PINs are hashed at argon2id's smallest
 * cost (`TEST_PASSWORD_COST`; production's is checked in platform/password.test.ts) (docs/ci.md).
 */
keepDemoPictures();
useTestHashCost();
