/** @jsxImportSource ../jsx */
/** A listing's intro under its products: the editor's description (cut, with Read more) and picture. */
import { ReadMore } from './ReadMore.tsx';

export function ListingIntro({
  name,
  description,
  cutAt,
  image,
}: {
  /** The listing's name, for the section's accessible name. */
  name: string;
  description: string;
  /** Characters of the description shown before Read more. */
  cutAt: number;
  /** The editor's picture's URL, if any. */
  image: string | null;
}) {
  if (!description && !image) return <></>;
  return (
    <section class="listing-intro" aria-label={`About ${name}`}>
      {description && <ReadMore html={description} max={cutAt} />}
      {image && <img src={image} alt="" width="1200" height="500" loading="lazy" />}
    </section>
  );
}
