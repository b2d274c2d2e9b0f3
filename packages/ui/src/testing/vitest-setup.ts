// Before every test file: the view tests' waiting (findBy…, waitFor) gets 20 s, not Testing Library's 1 s. A view
// that answers in 1.2 s on a busy two-core CI machine has not failed (under a CPU burner the slowest view test took
// 10 s); a wait that never ends still fails the test. Time the views keep is tested on faked timers, never here.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 20_000 });
}

export {};
