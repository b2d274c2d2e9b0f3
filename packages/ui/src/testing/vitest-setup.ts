// Before every test file: the view tests' waiting (findBy…, waitFor) gets 20 s, not Testing Library's 1 s. A view
// that answers in 1.2 s on a busy two-core CI machine has not failed (under a CPU burner the slowest view test took
// 10 s); a wait that never ends still fails the test. Time the views keep is tested on faked timers, never here.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 20_000 });
}

// Fluent's styles are never inserted into the test document. jsdom lays nothing out, so no view test can see them,
// but jsdom's getComputedStyle matches every stylesheet rule for each element a role query checks for visibility:
// with the ~1,000 atomic rules a form's components insert, the view tests spent half their time there (the admin
// lot tests: 39 s with the rules, 7.5 s without). What a test sees as hidden stays what React renders as hidden.
if (typeof CSSStyleSheet !== 'undefined') {
  CSSStyleSheet.prototype.insertRule = () => 0;
}
export {};
