// Drag and drop on the dispatch board (issue 15, ADR 151), a JavaScript enhancement only: dropping a card on a
// worker's lane fills that card's own assign form with the worker and submits it — the same form, the same action and
// the same checks as the plain version. The forms stay the keyboard (and no-JavaScript) way to do it.
// From the moment a card is pressed until the drag ends, live reloads wait (holdLiveReloads): a reload mid-gesture
// could move another card under the pointer. A drag that starts on a card other than the one pressed is cancelled.
import { useEffect, type RefObject } from "react";
import { holdLiveReloads } from "~/components/live-updates.tsx";

const MIME = "application/x-bosun-job";

/** Adds an event listener and answers the function that removes it, so the two can never drift apart. */
function listen<K extends keyof HTMLElementEventMap>(
  target: EventTarget,
  type: K,
  handler: (e: HTMLElementEventMap[K]) => void,
) {
  target.addEventListener(type, handler as EventListener);
  return () => target.removeEventListener(type, handler as EventListener);
}

function assignFormOf(card: Element) {
  return card.querySelector<HTMLFormElement>('form:has(select[name="staffId"])');
}

export function useBoardDragAndDrop(board: RefObject<HTMLElement>) {
  useEffect(() => {
    const root = board.current;
    if (!root) return;
    const cards = () => [...root.querySelectorAll<HTMLElement>('[data-testid^="job-card-"]')];
    const cardOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLElement>('[data-testid^="job-card-"]') : null;
    const jobIdOf = (card: Element | null) =>
      (card && assignFormOf(card)?.querySelector<HTMLInputElement>('input[name="jobId"]')?.value) || null;
    const laneOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLElement>("[data-lane-id]") : null;

    const mark = () => {
      for (const card of cards()) {
        if (assignFormOf(card)) card.draggable = true;
      }
    };
    mark();
    const observer = new MutationObserver(mark); // cards come and go as the board revalidates
    observer.observe(root, { childList: true, subtree: true });

    // The gesture: which job was pressed, whether a drag is under way, and the hold on live reloads.
    let pressed: string | null = null;
    let dragging: HTMLElement | null = null;
    let release: (() => void) | null = null;
    const endGesture = () => {
      if (dragging) delete dragging.dataset.dragging;
      dragging = null;
      pressed = null;
      release?.();
      release = null;
    };
    const onPointerDown = (e: PointerEvent) => {
      const jobId = jobIdOf(cardOf(e.target));
      if (!jobId || (e.target instanceof Element && e.target.closest("input, select, textarea, button, a"))) return;
      endGesture();
      pressed = jobId;
      release = holdLiveReloads();
    };
    const onPointerEnd = (e: PointerEvent) => {
      // Chromium cancels the pointer when a drag starts; only a cancel without a drag (a scroll) ends the gesture.
      if (e.type === "pointercancel" && dragging) return;
      if (!dragging) endGesture();
    };
    const onDragStart = (e: DragEvent) => {
      const card = cardOf(e.target);
      const jobId = jobIdOf(card);
      if (!card || !jobId || !e.dataTransfer) return;
      if (pressed && jobId !== pressed) {
        e.preventDefault(); // the card under the pointer changed since the press: drag nothing rather than the wrong job
        endGesture();
        return;
      }
      pressed = jobId;
      release ??= holdLiveReloads();
      dragging = card;
      card.dataset.dragging = "true";
      e.dataTransfer.setData(MIME, jobId);
      e.dataTransfer.effectAllowed = "move";
    };
    const onDragOver = (e: DragEvent) => {
      const lane = laneOf(e.target);
      if (!lane || !e.dataTransfer?.types.includes(MIME)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = "move";
      lane.dataset.dropTarget = "true";
    };
    const onDragLeave = (e: DragEvent) => {
      const lane = laneOf(e.target);
      if (lane && !lane.contains(e.relatedTarget as Node | null)) delete lane.dataset.dropTarget;
    };
    const onDrop = (e: DragEvent) => {
      const lane = laneOf(e.target);
      const jobId = e.dataTransfer?.getData(MIME);
      if (!lane || !jobId) return;
      e.preventDefault();
      delete lane.dataset.dropTarget;
      const grabbed = pressed;
      if (grabbed !== jobId) return endGesture(); // a drag from another window or tab, not a card grabbed here
      const input = root.querySelector<HTMLInputElement>(
        `form:has(select[name="staffId"]) input[name="jobId"][value="${CSS.escape(jobId)}"]`,
      );
      const form = input?.form;
      const select = form?.querySelector<HTMLSelectElement>('select[name="staffId"]');
      const submit = form?.querySelector<HTMLButtonElement>('button[name="intent"][value="assign"]');
      if (!form || !select || !submit) return endGesture();
      select.value = lane.dataset.laneId ?? "";
      form.requestSubmit(submit);
      endGesture(); // after the submission has started, so the reloads held meanwhile fold into it
    };

    const stopListening = [
      listen(root, "pointerdown", onPointerDown),
      listen(window, "pointerup", onPointerEnd),
      listen(window, "pointercancel", onPointerEnd),
      listen(window, "dragend", endGesture),
      listen(root, "dragstart", onDragStart),
      listen(root, "dragover", onDragOver),
      listen(root, "dragleave", onDragLeave),
      listen(root, "drop", onDrop),
    ];
    return () => {
      observer.disconnect();
      endGesture();
      for (const stop of stopListening) stop();
    };
  }, [board]);
}
