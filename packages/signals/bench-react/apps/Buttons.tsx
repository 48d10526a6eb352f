/** The benchmark's buttons; each implementation passes its handlers. */
export function Buttons(props: {
  run: () => void;
  runLots: () => void;
  add: () => void;
  update: () => void;
  clear: () => void;
  swapRows: () => void;
}) {
  return (
    <div>
      <button id="run" onClick={props.run}>
        Create
      </button>
      <button id="runlots" onClick={props.runLots}>
        Create lots
      </button>
      <button id="add" onClick={props.add}>
        Append
      </button>
      <button id="update" onClick={props.update}>
        Update every 10th
      </button>
      <button id="clear" onClick={props.clear}>
        Clear
      </button>
      <button id="swaprows" onClick={props.swapRows}>
        Swap rows
      </button>
    </div>
  );
}
