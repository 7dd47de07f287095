import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../../test/harness.js';
import { ok, taskIn, world, type World } from './tasks.fixtures.js';

let w: World;
withTestApp(world, (_t, made) => (w = made));

describe("the tasks' part of the back-office dashboard", () => {
  it('counts tasks by state and the tasks published and completed today in the trend', async () => {
    const before = await ok(w.admin.agent.call('Admin/dashboard', {}));
    await taskIn(w, 'recruiting');
    await taskIn(w, 'completed');
    const after = await ok(w.admin.agent.call('Admin/dashboard', {}));
    expect(after.tasksByState.recruiting).toBe(before.tasksByState.recruiting + 1);
    expect(after.tasksByState.completed).toBe(before.tasksByState.completed + 1);
    expect(after.trend.tasksPublished).toHaveLength(30);
    expect(after.trend.tasksPublished.at(-1)).toBe(before.trend.tasksPublished.at(-1) + 2);
    expect(after.trend.tasksCompleted.at(-1)).toBe(before.trend.tasksCompleted.at(-1) + 1);
    expect(after.queues.complaints).toBe(before.queues.complaints);
  });
});
