/**
 * How the installer's Solara looks on their site, live from the form: the header with the logo and brand, the
 * greeting, an answer, the financing question with the products offered, and the launcher, in the brand's
 * colour. A picture of the chat (`/embed/solara.js` draws the real one), not a conversation.
 */
import type { SolaraFinanceProduct, SolaraLocale } from '@common/schemas/solara';
import { solaraMessages } from '@common/solar/solara';

export interface SolaraPreviewProps {
  brandName: string;
  brandColor: string;
  logoUrl: string;
  greeting: string;
  financeProducts: readonly SolaraFinanceProduct[];
  /** The conversation's language: the chat's words in the picture are in it. */
  locale?: SolaraLocale;
}

const safeColor = (color: string) => (/^#[0-9a-f]{6}$/i.test(color) ? color : '#f59e0b');

export function SolaraPreview({
  brandName,
  brandColor,
  logoUrl,
  greeting,
  financeProducts,
  locale = 'en',
}: SolaraPreviewProps) {
  const words = solaraMessages(locale);
  const embed = words.ui.embed;
  const color = safeColor(brandColor);
  const name = brandName.trim() || 'Your company';
  const logo = /^https:\/\/\S+$/.test(logoUrl.trim()) ? logoUrl.trim() : null;
  return (
    <figure aria-label="Preview of the chat on your site" className="grid gap-3">
      <div lang={locale} className="overflow-hidden rounded-2xl border bg-white text-[#111] shadow-lg">
        <div
          className="flex items-center gap-2.5 px-3.5 py-3 font-semibold text-white"
          style={{ background: color }}
        >
          {logo ? (
            <img
              src={logo}
              alt=""
              className="size-7 rounded-md bg-white object-contain"
              referrerPolicy="no-referrer"
            />
          ) : null}
          <span className="flex-1 truncate" data-testid="preview-brand">
            {name}
          </span>
          <span aria-hidden="true">×</span>
        </div>
        <div className="flex flex-col gap-2 bg-[#f7f7f8] p-3 text-sm">
          <p className="max-w-[85%] self-start whitespace-pre-wrap rounded-xl border border-[#e5e7eb] bg-white px-3 py-2">
            {greeting.trim() || words.greeting}
          </p>
          <p className="max-w-[85%] self-end rounded-xl px-3 py-2 text-white" style={{ background: color }}>
            10001
          </p>
          <p className="max-w-[85%] self-start rounded-xl border border-[#e5e7eb] bg-white px-3 py-2">
            {words.questions.financing}
          </p>
          <div className="flex flex-wrap gap-1.5">
            {[...financeProducts.map((p) => words.questions.financeLabels[p]), words.questions.notSure].map(
              (reply) => (
                <span
                  key={reply}
                  className="rounded-full border border-[#d1d5db] bg-white px-2.5 py-1 text-xs"
                >
                  {reply}
                </span>
              ),
            )}
          </div>
        </div>
        <div className="flex gap-2 border-t p-3">
          <span className="flex-1 rounded-lg border border-[#d1d5db] px-3 py-2 text-[#6b7280] text-sm">
            {embed.placeholder}
          </span>
          <span className="rounded-lg px-3 py-2 text-sm text-white" style={{ background: color }}>
            {embed.send}
          </span>
        </div>
      </div>
      <div className="flex justify-end">
        <span
          className="rounded-full px-4 py-2.5 font-semibold text-sm text-white shadow-md"
          style={{ background: color }}
        >
          {embed.chatWith.replace('{brand}', name)}
        </span>
      </div>
      <figcaption className="text-muted-foreground text-xs">
        How the chat looks on your site. It opens from the button in the corner.
      </figcaption>
    </figure>
  );
}
