import { keepDemoPictures } from '../src/lib/demo-images.js';

/**
 * Before every server test file (`setupFiles` of the server's projects, vitest.config.ts): the demo's generated
 * pictures are drawn once per process — the same arguments make the same PNG, and the demo is seeded whole or in
 * part by a dozen files, several of them in one worker (docs/ci.md).
 */
keepDemoPictures();
