-- Issue 36 §2: the promo banner the first migration seeded promised "30-Day Free Trial on every DIY
-- plan", but Enterprise has no trial. A row that still holds those exact words gets the content's
-- own text (app/content/home.ts, promoBanner); a promo an admin has written is left as it is.

update public.site_settings
set promo_text = '30-Day Free Trial on the Starter and Professional plans. Free SEO audit, no login required.'
where promo_text = '30-Day Free Trial on every DIY plan. Free SEO audit, no login required.';
