// @ts-check
/**
 * A task's timeline: one row per transition, with the reviews it stopped at and the corrections it took.
 * Each review offers "Fork from here", which asks the kernel (a {fork: seq} message) to start a new task
 * from that checkpoint; forks made from the task, and the fork's origin, show as their own rows.
 * All text from the task (goal, feedback, reasons) is set with textContent: never parsed as HTML.
 */

/**
 * @typedef TimelineEvent
 * @property {number} seq
 * @property {string} time      ISO time of the transition
 * @property {"transition" | "review" | "correction" | "fork"} kind
 * @property {string} event     start, planned, approve, reject, edit, pause, ...
 * @property {string} from      state before ("" for the start)
 * @property {string} to        state after
 * @property {string} anchor    the review anchor, if any
 * @property {number | null} step  1-based step number, if any
 * @property {string} detail    a short explanation (intent, feedback, reason)
 */

/**
 * @typedef Model
 * @property {string} goal
 * @property {string} state
 * @property {string} task_id
 * @property {TimelineEvent[]} events
 * @property {string} forked   the id of the last task forked from this timeline
 * @property {string} error    why the last fork was refused, if it was
 */

/** @type {Record<string, string>} */
const STATE_COLORS = {
  planning: "#8250df", executing: "#8250df", retrying: "#8250df", replanning: "#8250df",
  review_plan: "#1f6feb", review_step: "#1f6feb", review_result: "#1f6feb",
  paused: "#9a6700", human_takeover: "#cf222e", done: "#1a7f37", cancelled: "#6e7781",
};

/** @type {Record<string, string>} */
const KIND_MARKS = { transition: "•", review: "◆", correction: "✎", fork: "↳" };

const CSS = `
.nbc-timeline { font-family: var(--jp-ui-font-family, sans-serif); font-size: 12px; margin: 4px 0; }
.nbc-timeline h4 { margin: 2px 0 6px; font-size: 13px; }
.nbc-timeline ol { list-style: none; margin: 0; padding: 0 0 0 4px; border-left: 2px solid var(--jp-border-color2, #d0d7de); }
.nbc-timeline li { margin: 0 0 4px 0; padding-left: 8px; position: relative; }
.nbc-timeline .mark { position: absolute; left: -7px; width: 12px; text-align: center; background: var(--jp-layout-color0, #fff); }
.nbc-timeline .time { color: var(--jp-ui-font-color2, #6e7781); margin-right: 6px; font-variant-numeric: tabular-nums; }
.nbc-timeline .chip { display: inline-block; padding: 0 6px; border-radius: 8px; color: #fff; font-size: 11px; }
.nbc-timeline .event { font-weight: 600; margin: 0 6px; }
.nbc-timeline .correction .event { color: #cf222e; }
.nbc-timeline .detail { color: var(--jp-ui-font-color1, #24292f); display: block; margin-left: 62px; }
.nbc-timeline .fork .event { color: #8250df; }
.nbc-timeline button.nbc-fork { margin-left: 8px; font-size: 11px; padding: 0 6px; cursor: pointer; }
.nbc-timeline .nbc-fork-note { margin: 4px 0; color: #8250df; }
.nbc-timeline .nbc-fork-error { margin: 4px 0; color: #cf222e; }
`;

/**
 * @param {string} tag
 * @param {string} [className]
 * @param {string} [text]
 */
function make(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** @param {string} state */
function chip(state) {
  const node = make("span", "chip", state.replace(/_/g, " "));
  node.style.background = STATE_COLORS[state] || "#6e7781";
  return node;
}

/**
 * @param {TimelineEvent} event
 * @param {(seq: number) => void} fork  asks the kernel to fork at this transition
 */
function row(event, fork) {
  const item = make("li", event.kind);
  item.append(make("span", "mark", KIND_MARKS[event.kind] || "•"));
  const time = event.time ? new Date(event.time + (event.time.endsWith("Z") ? "" : "Z")) : null;
  item.append(make("span", "time", time && !isNaN(time.getTime()) ? time.toLocaleTimeString() : ""));
  if (event.from) item.append(chip(event.from), make("span", "", " → "));
  if (event.to) item.append(chip(event.to));
  const where = [event.anchor ? event.anchor.replace(/_/g, " ") : "", event.step ? `step ${event.step}` : ""]
    .filter(Boolean).join(", ");
  item.append(make("span", "event", event.event.replace(/_/g, " ") + (where ? ` (${where})` : "")));
  if (event.kind === "review") {
    const button = /** @type {HTMLButtonElement} */ (make("button", "nbc-fork", "Fork from here"));
    button.title = "Start a new task from this checkpoint; this task stays as it is";
    button.addEventListener("click", () => { button.disabled = true; fork(event.seq); });
    item.append(button);
  }
  if (event.detail) item.append(make("span", "detail", event.detail));
  return item;
}

/** @param {{ model: import("@anywidget/types").AnyModel<Model>, el: HTMLElement }} context */
function render({ model, el }) {
  const root = make("div", "nbc-timeline");
  const style = make("style");
  style.textContent = CSS;
  el.append(style, root);

  const draw = () => {
    const events = model.get("events") || [];
    const corrections = events.filter((e) => e.kind === "correction").length;
    const reviews = events.filter((e) => e.kind === "review").length;
    const title = make("h4", "", `Timeline: ${model.get("goal")} `);
    title.append(chip(model.get("state") || "planning"),
      make("span", "time", `  ${events.length} transitions, ${reviews} reviews, ${corrections} corrections`));
    const list = make("ol");
    list.append(...events.map((event) => row(event, (seq) => model.send({ fork: seq }))));
    const notes = [];
    if (model.get("forked")) notes.push(make("div", "nbc-fork-note", `Forked: task ${model.get("forked")} opened below.`));
    if (model.get("error")) notes.push(make("div", "nbc-fork-error", model.get("error")));
    root.replaceChildren(title, ...notes, list);
  };
  draw();
  for (const name of ["events", "state", "forked", "error"]) model.on(`change:${name}`, draw);
  return () => {
    for (const name of ["events", "state", "forked", "error"]) model.off(`change:${name}`, draw);
  };
}

export default { render };
