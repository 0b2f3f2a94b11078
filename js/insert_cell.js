// @ts-check
/**
 * "Insert as cell": puts a step's code into a new cell below the cell that shows this button.
 *
 * JupyterLab 4 and Notebook 7 share the notebook UI: clicking inside a cell's output makes that cell the
 * active one, the notebook toolbar's "insert cell below" command adds an empty cell under it, and the new
 * cell's editor takes the code as a paste. Anywhere else (or if any of that is missing) the code goes to
 * the clipboard instead, and the button says so.
 */

/**
 * @typedef Model
 * @property {string} code     the code to insert
 * @property {string} outcome  "inserted" | "copied" | "failed", written back after a click
 */

const INSERT_BELOW = '[data-command="notebook:insert-cell-below"]';

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {Element} cell the cell that shows the button
 * @returns {Promise<Element | null>} the new cell under it, once the notebook has rendered it
 */
async function newCellBelow(cell) {
  const panel = cell.closest(".jp-NotebookPanel");
  const button = panel && panel.querySelector(INSERT_BELOW);
  if (!panel || !button) return null;
  if (!cell.classList.contains("jp-mod-active")) return null;
  const before = cell.nextElementSibling;
  // Lab's toolbar buttons act on mousedown (so the notebook keeps focus); a plain click covers the rest.
  button.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true, button: 0 }));
  for (let i = 0; i < 40; i++) {
    const next = cell.nextElementSibling;
    if (next && next !== before && next.classList.contains("jp-Cell")) return next;
    await sleep(25);
  }
  return null;
}

/**
 * @param {Element} cell
 * @param {string} code
 * @returns {Promise<boolean>} whether the editor now holds the code
 */
async function paste(cell, code) {
  for (let i = 0; i < 40; i++) {
    const editor = /** @type {HTMLElement | null} */ (cell.querySelector(".cm-content"));
    if (editor) {
      editor.focus();
      const data = new DataTransfer();
      data.setData("text/plain", code);
      editor.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      await sleep(25);
      return (editor.textContent || "").replace(/\s/g, "") === code.replace(/\s/g, "");
    }
    await sleep(25);
  }
  return false;
}

/** @param {{ model: import("@anywidget/types").AnyModel<Model>, el: HTMLElement }} context */
function render({ model, el }) {
  const button = document.createElement("button");
  button.className = "jupyter-button widget-button nbc-insert";
  button.textContent = "Insert as cell";
  button.title = "Put this step's code into a new cell below";
  const note = document.createElement("span");
  note.className = "nbc-insert-note";
  note.style.marginLeft = "8px";

  /** @param {string} outcome @param {string} text */
  const report = (outcome, text) => {
    note.textContent = text;
    model.set("outcome", outcome);
    model.save_changes();
  };

  const onClick = async () => {
    const code = model.get("code");
    const cell = el.closest(".jp-Cell");
    const created = cell ? await newCellBelow(cell) : null;
    if (created && (await paste(created, code))) return report("inserted", "Inserted in a new cell below.");
    try {
      await navigator.clipboard.writeText(code);
      report("copied", "Copied to the clipboard: paste it into a new cell.");
    } catch {
      report("failed", "Could not insert the code here; run %copilot insert instead.");
    }
  };
  button.addEventListener("click", onClick);
  el.append(button, note);
  return () => button.removeEventListener("click", onClick);
}

export default { render };
