/** A Delete button that asks once more ("Yes, delete" / "No") before it runs `onDelete`. */
export function ConfirmDelete(props: { asking: boolean; onAsk: () => void; onCancel: () => void; onDelete: () => void }) {
  if (!props.asking)
    return (
      <button type="button" className="danger" onClick={props.onAsk}>
        Delete
      </button>
    );
  return (
    <>
      <button type="button" className="danger" onClick={props.onDelete}>
        Yes, delete
      </button>
      <button type="button" onClick={props.onCancel}>
        No
      </button>
    </>
  );
}
