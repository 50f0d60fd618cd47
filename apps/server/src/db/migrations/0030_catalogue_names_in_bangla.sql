ALTER TABLE "locations" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "facility1_bn" text;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "facility2_bn" text;
--> statement-breakpoint
-- The demo catalogue's Bangla names, for databases seeded before this migration (rows an admin renamed keep theirs).
UPDATE "locations" AS l SET "name_bn" = v.bn FROM (VALUES
  ('Dhaka', 'ঢাকা'),
  ('Chattogram', 'চট্টগ্রাম'),
  ('Sylhet', 'সিলেট'),
  ('Cox''s Bazar', 'কক্সবাজার'),
  ('Jashore', 'যশোর'),
  ('Rajshahi', 'রাজশাহী'),
  ('Saidpur', 'সৈয়দপুর'),
  ('Barishal', 'বরিশাল'),
  ('Kolkata', 'কলকাতা'),
  ('Delhi', 'দিল্লি'),
  ('Mumbai', 'মুম্বাই'),
  ('Bangkok', 'ব্যাংকক'),
  ('Kuala Lumpur', 'কুয়ালালামপুর'),
  ('Singapore', 'সিঙ্গাপুর'),
  ('Hong Kong', 'হংকং'),
  ('Muscat', 'মাস্কাট'),
  ('Dubai', 'দুবাই'),
  ('Doha', 'দোহা'),
  ('Riyadh', 'রিয়াদ'),
  ('Jeddah', 'জেদ্দা'),
  ('London', 'লন্ডন'),
  ('Kathmandu', 'কাঠমান্ডু'),
  ('Yangon', 'ইয়াঙ্গুন'),
  ('Chennai', 'চেন্নাই'),
  ('Colombo', 'কলম্বো'),
  ('Malé', 'মালে'),
  ('Guangzhou', 'গুয়াংজু'),
  ('Kuwait City', 'কুয়েত সিটি'),
  ('Istanbul', 'ইস্তাম্বুল')
) AS v(en, bn) WHERE l."name" = v.en AND l."name_bn" IS NULL;
--> statement-breakpoint
UPDATE "packages" AS p SET "name_bn" = v.bn, "facility1_bn" = CASE WHEN p."facility1" = v.f1 THEN v.f1bn END, "facility2_bn" = CASE WHEN p."facility2" = v.f2 THEN v.f2bn END FROM (VALUES
  ('Silver Package', 'সিলভার প্যাকেজ', 'Standard meal', 'সাধারণ খাবার', '7 kg cabin bag', '৭ কেজি কেবিন ব্যাগ'),
  ('Gold Package', 'গোল্ড প্যাকেজ', 'Priority boarding', 'অগ্রাধিকার বোর্ডিং', 'Extra legroom seat', 'পা রাখার বাড়তি জায়গাসহ আসন'),
  ('Platinum Package', 'প্লাটিনাম প্যাকেজ', 'Lounge access', 'লাউঞ্জ সুবিধা', 'Business class seat and meal', 'বিজনেস ক্লাস আসন ও খাবার')
) AS v(en, bn, f1, f1bn, f2, f2bn) WHERE p."name" = v.en AND p."name_bn" IS NULL;
