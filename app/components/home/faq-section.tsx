import { FaqList } from "~/components/ui/faq-list";
import { faqs, faqSection } from "~/content/faq";

/** The six pricing questions, under the plans. */
export function FaqSection() {
  return (
    <div className="mx-auto mt-20 max-w-3xl">
      <h3 className="text-center text-3xl font-bold text-white">{faqSection.title}</h3>
      <p className="mt-3 text-center text-slate-300">{faqSection.description}</p>
      <div className="mt-8">
        <FaqList faqs={faqs} group="home-faq" />
      </div>
    </div>
  );
}
