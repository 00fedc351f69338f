/**
 * Geometry checks for stories: which of a set of boxes on screen overlap, and whether an element is
 * the one a user sees at its own centre (nothing drawn over it). Used by play functions that prove
 * a layout holds with long words in every locale and width.
 */
export interface LabelledBox {
  /** How a failure names it, e.g. `name "Saad"`. */
  label: string;
  element: Element;
}

const tolerance = 0.5;

function intersects(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right - tolerance && b.left < a.right - tolerance && a.top < b.bottom - tolerance && b.top < a.bottom - tolerance;
}

/** Every pair of boxes that overlap, described ("name "Saad" × status "Pending""); empty when none do. */
export function overlappingPairs(boxes: readonly LabelledBox[]): string[] {
  const rects = boxes.map((box) => ({ ...box, rect: box.element.getBoundingClientRect() }));
  const pairs: string[] = [];
  for (let i = 0; i < rects.length; i += 1) {
    for (let j = i + 1; j < rects.length; j += 1) {
      if (intersects(rects[i]!.rect, rects[j]!.rect)) pairs.push(`${rects[i]!.label} × ${rects[j]!.label}`);
    }
  }
  return pairs;
}

/** The boxes that do not lie wholly inside `container` (cut off by it). */
export function outside(container: Element, boxes: readonly LabelledBox[]): string[] {
  const outer = container.getBoundingClientRect();
  return boxes
    .filter(({ element }) => {
      const rect = element.getBoundingClientRect();
      return rect.left < outer.left - tolerance || rect.right > outer.right + tolerance || rect.top < outer.top - tolerance || rect.bottom > outer.bottom + tolerance;
    })
    .map((box) => box.label);
}

/** The boxes something else is drawn over at their centre (scrolled into view first). */
export function covered(boxes: readonly LabelledBox[]): string[] {
  return boxes
    .filter(({ element }) => {
      element.scrollIntoView({ block: 'center', inline: 'center' });
      const rect = element.getBoundingClientRect();
      const top = element.ownerDocument.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return !(top && (top === element || element.contains(top)));
    })
    .map((box) => box.label);
}
