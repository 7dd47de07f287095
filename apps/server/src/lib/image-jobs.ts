import { FairPool } from './fair-pool.js';

/**
 * Image work (sharp: re-encoding uploads, watermarked previews) in a bounded pool of its own (issue 31, decision 062).
 * sharp's asynchronous calls each hold one of libuv's threads (4 by default) for as long as libvips works, and those
 * threads also open and read the files the server sends: four slow animations at once left none for `GET /`. With at
 * most IMAGE_JOBS (1 by default) image jobs at a time, the others wait in this queue (fair between members) and the
 * rest of libuv's threads stay free for files.
 */
const pools = new Map<number, FairPool>();
export const imagePool = (size: number) => pools.get(size) ?? pools.set(size, new FairPool(size, size)).get(size)!;

/** Runs `work` (all of one image's sharp calls) when a slot of the image pool is free. */
export function imageJob<T>(size: number, key: string | number, work: () => Promise<T>): Promise<T> {
  return imagePool(size).run(key, work);
}
