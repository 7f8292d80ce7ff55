/** What the engine suite asks of a browser, whichever protocol drives it. */
export interface Engine {
  /** Loads `path` of the site, waits for its load event and forgets the errors seen so far. */
  goto(path: string): Promise<void>
  /**
   * Runs `fn(arg)` in the page and returns its result, awaited and copied as JSON. `fn` travels as
   * source text: it may use nothing from the test's own scope.
   */
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<Awaited<R>>
  /** Presses and releases Tab as a keyboard would. */
  pressTab(): Promise<void>
  /** Types `text` into the focused element, key by key. */
  type(text: string): Promise<void>
  /** Clicks the first element matching `selector` with a pointer, at its centre. */
  click(selector: string): Promise<void>
  /** Sizes the page's viewport to `width` × `height` CSS px, or as near as the window allows. */
  setViewport(width: number, height: number): Promise<void>
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>
  /** Console errors and uncaught exceptions since the last `goto`. */
  errors(): Promise<string[]>
  /**
   * The last lines the browser and its driver printed, where the engine keeps them: a failed test
   * reports them, as a crash of the page's process shows only there.
   */
  printed?(): string
  close(): Promise<void>
}

