/**
 * The browser's back and forward buttons, guarded (issue 8 §4). wouter follows `popstate` and has no blocker, so this
 * module stands in front of it, once, for the whole page: every history entry the page makes carries its position
 * (`tagtrailIndex` in history.state, beside whatever state wouter keeps), so a `popstate` says how far the user
 * moved. While the installed guard says leaving loses work, the move is undone before wouter hears of it, and the
 * guard is asked; going on replays the move with the guard open.
 *
 * Its listener is added when this module loads, before any router subscribes, so it can stop the event for the
 * listeners after it. Entries without a position (made before this module loaded) pass unquestioned.
 */

const INDEX_KEY = 'tagtrailIndex';

/** Answers whether a move of `delta` entries may happen now; when not, it has asked the user (see `resume`). */
export type HistoryMoveGuard = (delta: number, resume: () => void) => boolean;

let guard: HistoryMoveGuard | undefined;
let currentIndex = 0;
/** The move being undone: its popstate is swallowed. */
let undoing = false;
/** The move being replayed after the user chose to leave: its popstate goes through. */
let replaying = false;

const indexOf = (state: unknown): number | undefined => {
  const value = (state as Record<string, unknown> | null | undefined)?.[INDEX_KEY];
  return typeof value === 'number' ? value : undefined;
};

function withIndex(state: unknown, index: number): unknown {
  return state !== null && typeof state === 'object' ? { ...state, [INDEX_KEY]: index } : { [INDEX_KEY]: index };
}

function install(): void {
  if (typeof window === 'undefined' || !('history' in window)) return;
  const { history } = window;
  const push = history.pushState.bind(history);
  const replace = history.replaceState.bind(history);
  history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
    currentIndex += 1;
    push(withIndex(state, currentIndex), unused, url);
  };
  history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
    replace(withIndex(state, currentIndex), unused, url);
  };
  currentIndex = indexOf(history.state) ?? 0;
  replace(withIndex(history.state, currentIndex), '');

  window.addEventListener('popstate', (event) => {
    const index = indexOf(event.state);
    if (undoing) {
      undoing = false;
      event.stopImmediatePropagation();
      if (index !== undefined) currentIndex = index;
      return;
    }
    if (index === undefined || replaying || guard === undefined) {
      replaying = false;
      if (index !== undefined) currentIndex = index;
      return;
    }
    const delta = index - currentIndex;
    if (delta === 0) return;
    const resume = () => {
      replaying = true;
      history.go(delta);
    };
    if (guard(delta, resume)) {
      currentIndex = index;
      return;
    }
    // Undo the move before the router sees it: the page, its address and its unsaved work stay as they are.
    event.stopImmediatePropagation();
    undoing = true;
    history.go(-delta);
  });
}

install();

/** Installs the page's guard (NavigationGuard does); answers the function that removes it. */
export function guardHistoryMoves(moveGuard: HistoryMoveGuard): () => void {
  guard = moveGuard;
  return () => {
    if (guard === moveGuard) guard = undefined;
  };
}
