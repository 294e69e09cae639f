/** A promotion's name in the console's language, the other language's name after it in small type. */
export function NameCell({ names }: { names: { main: string; other: string } }) {
  return (
    <>
      {names.main}
      {names.other ? <span className="nc-promo-sub"> {names.other}</span> : null}
    </>
  );
}
