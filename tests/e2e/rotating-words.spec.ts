/**
 * The rotating words change without a sliced glyph (issue 36): the wordmark's word and the
 * headline's phrase sit in slots that clip them, and in no frame of a change may a word straddle
 * the clip's edge (part of its letters drawn, part cut off), nor the old and new word overlap.
 *
 * Every frame the browser draws (requestAnimationFrame, 60 a second on a free machine) is read in
 * the page while the loops turn on their own: each word's box against the box its ancestors clip
 * to. Nothing is timed: the test takes the frames that occur, however many a slow machine draws,
 * and asks only that some of them fall in the middle of a change of each loop.
 */
import { expect, test, type Page } from "./support/test";
import { waitForHydration } from "./support/html";
import { scaled } from "./support/machine";

type Loop = "wordmark" | "headline";

interface Reading {
  /** Frames drawn while a word of the loop was part-way through its change. */
  midChange: Record<Loop, number>;
  /** Words straddling their clip's edge, as found (the first few). */
  cut: string[];
  /** The old and the new word drawn over each other, as found (the first few). */
  overlapping: string[];
  sampling: boolean;
}

/** Starts reading every frame, in the page. */
function startReading(): void {
  const reading: Reading = { midChange: { wordmark: 0, headline: 0 }, cut: [], overlapping: [], sampling: true };
  (window as unknown as { __rolls: Reading }).__rolls = reading;
  const loops: Array<[Loop, string]> = [
    ["wordmark", "[data-brand-word]"],
    ["headline", "[data-headline-word]"],
  ];
  /** The box the element's ancestors clip it to (the viewport's own clip aside). */
  const clipBox = (element: Element) => {
    let box = { top: -Infinity, left: -Infinity, bottom: Infinity, right: Infinity };
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const rect = node.getBoundingClientRect();
      box = {
        top: Math.max(box.top, rect.top),
        left: Math.max(box.left, rect.left),
        bottom: Math.min(box.bottom, rect.bottom),
        right: Math.min(box.right, rect.right),
      };
    }
    return box;
  };
  const round = (n: number) => Math.round(n * 10) / 10;
  const sample = () => {
    if (!reading.sampling) return;
    for (const [loop, selector] of loops) {
      const word = document.querySelector(selector);
      if (!word) throw new Error(`no ${selector} on the page`);
      // The word and its twin (the old word, leaving): the slot's element children.
      const shown = [...(word.parentElement?.children ?? [])].filter(
        (element) =>
          element.textContent?.trim() &&
          getComputedStyle(element).visibility !== "hidden" &&
          Number(getComputedStyle(element).opacity) > 0 &&
          element.getBoundingClientRect().height > 0.5,
      );
      const changing = [word, ...(word.parentElement?.children ?? [])].some((element) =>
        element.getAnimations().some((animation) => {
          const progress = animation.effect?.getComputedTiming().progress;
          return animation.playState === "running" && progress != null && progress > 0 && progress < 1;
        }),
      );
      if (changing) reading.midChange[loop] += 1;
      const clip = clipBox(word);
      const boxes = shown.map((element) => ({
        text: element.textContent ?? "",
        rect: element.getBoundingClientRect(),
      }));
      for (const { text, rect } of boxes) {
        const inside =
          rect.top >= clip.top - 0.5 &&
          rect.bottom <= clip.bottom + 0.5 &&
          rect.left >= clip.left - 0.5 &&
          rect.right <= clip.right + 0.5;
        const outside =
          rect.bottom <= clip.top || rect.top >= clip.bottom || rect.right <= clip.left || rect.left >= clip.right;
        if (!inside && !outside && reading.cut.length < 5) {
          reading.cut.push(
            `${loop} "${text}": ${round(rect.top)}–${round(rect.bottom)} in a clip of ${round(clip.top)}–${round(clip.bottom)}`,
          );
        }
      }
      const [a, b] = boxes;
      if (a && b) {
        const shared = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (shared > 0.5 && reading.overlapping.length < 5) {
          reading.overlapping.push(`${loop} "${a.text}" and "${b.text}" share ${round(shared)} px`);
        }
      }
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

const read = (page: Page) => page.evaluate(() => (window as unknown as { __rolls: Reading }).__rolls);

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px no frame of the wordmark's or the headline's change shows a glyph cut by its slot`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    await waitForHydration(page);
    // Away from the wordmark and the headline, which hold while pointed at.
    await page.mouse.move(viewport.width / 2, viewport.height - 2);
    await page.evaluate(startReading);
    // Both loops turn on their own (every 3 s and 3.5 s); wait for frames inside a change of each.
    await expect
      .poll(
        async () => {
          const { midChange } = await read(page);
          return Math.min(midChange.wordmark, midChange.headline);
        },
        { timeout: scaled(30_000), message: "frames drawn in the middle of a change of each loop" },
      )
      .toBeGreaterThanOrEqual(2);
    await page.evaluate(() => ((window as unknown as { __rolls: Reading }).__rolls.sampling = false));
    const { cut, overlapping } = await read(page);
    expect.soft(cut, "words straddling their slot's edge").toEqual([]);
    expect.soft(overlapping, "the old and the new word drawn over each other").toEqual([]);
  });
}
