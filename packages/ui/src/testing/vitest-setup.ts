// Before every test file: the view tests' waiting (findBy…, waitFor) gets 5 s, not Testing Library's 1 s. A view
// that answers in 1.2 s on a busy two-core CI machine has not failed; a wait that never ends still fails the test.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
