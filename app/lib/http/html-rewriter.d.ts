/** The part of workerd's HTMLRewriter the edge cache uses (the DOM lib does not declare it). */
declare class HTMLRewriter {
  on(
    selector: string,
    handlers: { element?(element: { setAttribute(name: string, value: string): void }): void },
  ): HTMLRewriter;
  transform(response: Response): Response;
}
