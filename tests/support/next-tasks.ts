/** Resolves after `count` macrotasks: work the code under test put in tasks of its own has run. */
export const nextTasks = (count: number): Promise<void> =>
  Array.from({ length: count }).reduce<Promise<void>>(
    (previous) => previous.then(() => new Promise((resolve) => setTimeout(resolve, 0))),
    Promise.resolve(),
  );
