/** An email address that, when it must wrap, wraps before the @ (and after dots in the domain), never mid-name. */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <span className="email-address">{address}</span>;
  return (
    <span className="email-address">
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </span>
  );
}
