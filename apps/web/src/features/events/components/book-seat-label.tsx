/** The Book a Seat button's content; "Opening…" with a spinner from the tap until the form is there. */
export function BookSeatLabel({ full, opening }: { full: boolean; opening: boolean }) {
  if (full) return <>Fully booked</>;
  if (!opening) return <>Book a Seat</>;
  return (
    <>
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      Opening…
    </>
  );
}
