// The Bangla of answers-en.ts. The back office speaks English (as it always has): its ids are listed in
// `englishOnly` and say the English; every other id must be here, or the type check fails.
import { answersEn } from './answers-en.js';

type AnswerId = keyof typeof answersEn;

/** Sentences only staff see (back office, gate, catalogue): said in English in both languages. */
const englishOnly = [
  'catalog.packageAdded', 'catalog.pilotAdded', 'catalog.cabinCrewAdded', 'catalog.flightAdded', 'catalog.domesticAdded',
  'catalog.internationalAdded', 'catalog.packageDeleted', 'catalog.pilotDeleted', 'catalog.cabinCrewDeleted',
  'catalog.flightInfoDeleted', 'catalog.locationDeleted', 'catalog.updated',
  'users.lastAdmin', 'users.roleChanged', 'users.adminCreated', 'users.notFound',
  'auth.adminNeedsTotp', 'auth.totpStaffOnly', 'auth.totpAlreadyOn', 'auth.totpAlreadyOnConfirm', 'auth.totpScan', 'auth.totpMismatch',
  'auth.totpOn', 'auth.totpRequired', 'auth.totpWrong', 'auth.totpUsed',
  'booking.notOnHold', 'booking.hasPrice', 'booking.cannotCancel', 'booking.flightDeparted', 'booking.ticketResent',
  'payment.testUnknown', 'payment.unknown', 'crew.inUse', 'location.inUse', 'payment.callbackOutcome', 'payment.callbackInvalid',
  'payment.notPaid', 'payment.otherCurrency', 'payment.unknownCurrency', 'payment.otherAmount',
  'flight.statusFinal', 'flight.statusNotNext', 'flight.delayNotLater', 'flight.delayTooLong',
  'disruption.noSuchLeg', 'disruption.otherRoute', 'disruption.sameFlight',
  'checkIn.noSuchLeg', 'checkIn.noSuchPassenger', 'checkIn.noTicket',
  'gate.set', 'gate.cleared', 'boarding.boarded', 'boarding.boardedInfant', 'boarding.unreadable', 'boarding.unsigned', 'boarding.badSignature',
  'boarding.otherFlight', 'boarding.noBooking', 'boarding.bookingVoid', 'boarding.noPassenger', 'boarding.mismatch', 'boarding.mismatchItem',
  'boarding.alreadyBoarded', 'boarding.justVoid', 'boarding.justBoarded',
  'layout.notFound', 'layout.tooSmall', 'layout.planeTaken', 'layout.planeTakenOtherType', 'layout.nameTaken', 'layout.saved', 'layout.deleted',
  'flight.seatsSold', 'flight.arrivalBeforeDeparture', 'flight.soldCannotMoveToPast', 'flight.duplicate', 'flight.hasBookings',
  'crew.notFound', 'crew.duplicate', 'package.notFound', 'package.duplicate', 'package.inBookings', 'package.tierRequired',
  'location.notFound', 'location.duplicate', 'location.imageNotImage',
  'schedule.notFound', 'schedule.raced', 'schedule.arrivalBeforeDeparture', 'schedule.clash', 'schedule.clashMore', 'schedule.noDays', 'schedule.startsInPast',
  'schedule.preview', 'schedule.previewClash', 'schedule.created', 'schedule.changed',
  'image.notFound', 'image.largerThan', 'image.notDataUrl', 'image.svg', 'image.wrongType', 'image.damaged', 'image.extraData',
  'rateLimit.signIns', 'rateLimit.resets', 'rateLimit.totpAttempts', 'rateLimit.manageIp', 'rateLimit.managePnr', 'rateLimit.resends',
  'http.notValid', 'http.requestNotValid', 'http.partNotValid', 'http.tooLarge', 'http.notJson', 'http.invalidJson',
  'http.badLength', 'http.databaseDown', 'http.nulCharacter', 'http.brokenCharacterText', 'http.brokenKey', 'http.badSort',
] as const satisfies readonly AnswerId[];
type EnglishOnlyId = (typeof englishOnly)[number];

const translated: Record<Exclude<AnswerId, EnglishOnlyId>, string> = {
  'auth.logoutSuccess': 'সফলভাবে লগআউট হয়েছে',
  'auth.loginSuccess': 'সফলভাবে লগইন হয়েছে',
  'auth.registerSuccess': 'নিবন্ধন সফল হয়েছে।',
  'form.fillTheForm': 'অনুগ্রহ করে ফর্মটি পূরণ করুন',
  'auth.passwordMinimum': 'পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে',
  'app.genericError': 'একটি সমস্যা হয়েছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  'profile.updated': 'সফলভাবে হালনাগাদ হয়েছে',
  'auth.resetRequestSent': 'ওই ই-মেইলে কোনো অ্যাকাউন্ট থাকলে নতুন পাসওয়ার্ড দেওয়ার একটি লিংক পাঠানো হয়েছে। এটি এক ঘণ্টা বৈধ থাকবে।',
  'auth.passwordUpdated': 'আপনার পাসওয়ার্ড বদলানো হয়েছে। নতুন পাসওয়ার্ড দিয়ে লগইন করুন।',
  'auth.resetTokenInvalid': 'পাসওয়ার্ড রিসেটের এই লিংকটি অবৈধ, আগে ব্যবহৃত বা মেয়াদোত্তীর্ণ। অনুগ্রহ করে নতুন লিংক চান।',
  'auth.resetEmailMismatch': 'পাসওয়ার্ড রিসেটের এই লিংকটি ওই ই-মেইল ঠিকানায় পাঠানো হয়নি। অনুগ্রহ করে নতুন লিংক চান।',
  'auth.wrongPassword': 'ই-মেইল বা পাসওয়ার্ড সঠিক নয়।',
  'auth.emailTaken': 'এই ই-মেইলে আগে থেকেই একটি অ্যাকাউন্ট আছে।',
  'auth.notSignedIn': 'চালিয়ে যেতে অনুগ্রহ করে লগইন করুন।',
  'auth.notAllowed': 'আপনার এটি করার অনুমতি নেই।',
  'users.ownProfileOnly': 'আপনি শুধু নিজের প্রোফাইল দেখতে পারেন।',
  'travellers.saved': 'যাত্রীর তথ্য সংরক্ষণ করা হয়েছে।',
  'travellers.deleted': 'যাত্রীর তথ্য মুছে ফেলা হয়েছে।',
  'travellers.notFound': 'এই আইডির কোনো সংরক্ষিত যাত্রী নেই।',

  'booking.confirmed': 'আপনার বুকিং নিশ্চিত হয়েছে।',
  'booking.cancelled': 'আপনার বুকিং বাতিল করা হয়েছে; আসনগুলো আবার বিক্রির জন্য খোলা হয়েছে।',
  'booking.held': 'আপনার আসন সংরক্ষিত আছে। টিকিট পেতে নির্ধারিত সময়ের আগে পরিশোধ করুন।',
  'booking.cancellationQuoted': 'বাতিল করলে যা ফেরত পাবেন তা এখানে; হিসাবের মেয়াদ শেষ হওয়ার আগে নিশ্চিত করুন।',
  'payment.started': 'আপনার পরিশোধ শুরু হয়েছে; আপনাকে পরিশোধের পাতায় নেওয়া হচ্ছে।',
  'payment.recorded': 'পরিশোধের ফলাফল সংরক্ষণ করা হয়েছে।',
  'booking.legSoldOut': 'দুঃখিত, এই ফ্লাইটে যথেষ্ট আসন আর বাকি নেই। অনুগ্রহ করে আবার খুঁজে অন্য একটি ফ্লাইট বেছে নিন।',
  'site.contactReceived': 'আপনার বার্তার জন্য ধন্যবাদ। আমরা শিগগিরই আপনার সাথে যোগাযোগ করব।',
  'site.subscribed': 'আমাদের অফারে সাবস্ক্রাইব করার জন্য ধন্যবাদ।',

  'booking.notFound': 'এই রেফারেন্সের কোনো বুকিং নেই।',
  'booking.alreadyCancelled': 'এই বুকিংটি আগেই বাতিল করা হয়েছে।',
  'booking.alreadyPaid': 'এই বুকিংয়ের মূল্য আগেই পরিশোধ করা হয়েছে।',
  'booking.alreadyDeparted': 'এই বুকিংয়ের একটি ফ্লাইট ইতিমধ্যে ছেড়ে গেছে, তাই এটি আর বাতিল করা যাবে না।',
  'booking.noTicketsYet': 'এই বুকিংয়ের এখনো কোনো টিকিট নেই: পরিশোধের পর টিকিট ইস্যু হয়।',
  'booking.holdExpired': 'এই বুকিংয়ের সংরক্ষণের মেয়াদ {at} UTC-তে শেষ হয়েছে; অনুগ্রহ করে আবার বুক করুন।',
  'booking.tooManyHolds': 'আপনার {max}টি অপরিশোধিত বুকিং ইতিমধ্যে সংরক্ষিত আছে; নতুন বুকিংয়ের আগে একটির মূল্য পরিশোধ করুন বা মেয়াদ শেষ হতে দিন।',
  'booking.tooManyHeldSeats': 'একটি ফ্লাইটে একসঙ্গে সর্বোচ্চ {max}টি আসন সংরক্ষণ করা যায়; আগে সংরক্ষিত বুকিংয়ের মূল্য পরিশোধ করুন।',
  'booking.tooManyHoldsFromAddress':
    'গত এক ঘণ্টায় আপনার নেটওয়ার্ক থেকে অনেকগুলো অপরিশোধিত বুকিং করা হয়েছে। অনুগ্রহ করে {wait} অপেক্ষা করে আবার চেষ্টা করুন, অথবা সংরক্ষিত একটি বুকিংয়ের মূল্য পরিশোধ করুন।',
  'booking.flightHoldShare': 'ফ্লাইট {flight}-এর অনেকগুলো আসন এখন পরিশোধের অপেক্ষায় আছে। অনুগ্রহ করে {wait} অপেক্ষা করে আবার চেষ্টা করুন।',
  'booking.idempotencyKeyReused': 'এই Idempotency-Key আগে অন্য একটি বুকিং অনুরোধে ব্যবহার করা হয়েছে; প্রতিটি নতুন বুকিংয়ে নতুন কী পাঠান।',
  'booking.quoteNeeded': 'বুকিংটির মূল্য পরিশোধ করা হয়েছে: বাতিল করতে বাতিলের হিসাব চেয়ে তা নিশ্চিত করুন।',
  'booking.quoteExpired': 'বাতিলের এই হিসাবের মেয়াদ শেষ হয়েছে; অনুগ্রহ করে নতুন হিসাব চান।',
  'booking.quoteStale': 'বাতিলের এই হিসাবটি পুরনো হয়ে গেছে: এর মধ্যে বুকিং বা ফেরতের পরিমাণ বদলেছে। অনুগ্রহ করে নতুন হিসাব চান।',
  'booking.quoteUnknown': 'এই বুকিংয়ের জন্য এমন কোনো বাতিলের হিসাব নেই।',
  'booking.flightCancelled': '{date} তারিখের ফ্লাইট {flight} বাতিল হয়েছে; অনুগ্রহ করে অন্য ফ্লাইট বাছাই করুন।',
  'booking.sameFlightTwice': 'একই ফ্লাইট দুবার বাছাই করা হয়েছে।',
  'booking.noSuchFlight': 'এমন কোনো ফ্লাইট নেই।',
  'booking.noSuchPackage': 'এমন কোনো প্যাকেজ নেই।',
  'booking.guestPassengers': 'অতিথি হিসেবে বুকিংয়ে প্রত্যেক যাত্রীর সম্বোধন, নামের প্রথম ও শেষ অংশ এবং ধরন লাগবে।',
  'booking.guestContact': 'অতিথি হিসেবে বুকিংয়ে যোগাযোগের ই-মেইল ও ফোন নম্বর লাগবে।',
  'booking.refundNeedsPaid': 'বাতিল ফ্লাইটের জন্য শুধু মূল্য পরিশোধ করা বুকিংই ফেরত পায়।',
  'booking.moveNeedsPaid': 'শুধু মূল্য পরিশোধ করা বুকিংই অন্য ফ্লাইটে সরানো যায়।',
  'manage.notFound': 'এই রেফারেন্স ও নামের শেষ অংশের কোনো বুকিং পাওয়া যায়নি। দুটোই যাচাই করে আবার চেষ্টা করুন।',
  'money.refundWay': 'যে পথে পরিশোধ করেছিলেন টাকা সেই পথেই ফেরত যাবে; আপনার ব্যাংকে তা দেখাতে কয়েক দিন লাগতে পারে।',

  'payment.providerUnavailable': 'পরিশোধ সেবার সাথে এই মুহূর্তে যোগাযোগ করা যাচ্ছে না; একটু পরে আবার চেষ্টা করুন।',
  'payment.providerUnreachable': 'পরিশোধ সেবায় এই মুহূর্তে পৌঁছানো যাচ্ছে না; কিছুক্ষণ পরে আবার চেষ্টা করুন।',

  'flight.notFound': 'এই আইডির কোনো ফ্লাইট নেই।',
  'flight.noneOnDay': '{date} তারিখে ছাড়ার মতো {flight} নামে কোনো ফ্লাইট নেই।',
  'disruption.notCancelled': 'ফ্লাইট {flight} বাতিল হয়নি, তাই বিনা খরচে সরানো যাবে না।',
  'disruption.window': 'বাতিল হওয়া ফ্লাইটের পরের {days} দিনের মধ্যে ছাড়ে এমন একটি ফ্লাইট বাছাই করুন।',
  'disruption.targetNotOpen':
    'ফ্লাইট {flight} {status, select, cancelled {বাতিল হয়েছে} arrived {পৌঁছে গেছে} departed {ছেড়ে গেছে} other {{status}}}; অন্য ফ্লাইট বাছাই করুন।',
  'disruption.noneCancelled': 'এই বুকিংয়ের কোনো ফ্লাইট এয়ারলাইন বাতিল করেনি; ভাড়ার নিয়মে কত টাকা ফেরত আসবে দেখতে বুকিং থেকে বাতিল করুন।',
  'disruption.moved': 'আপনার বুকিং বিনা খরচে নতুন ফ্লাইটে সরানো হয়েছে। নতুন ই-টিকিট পাঠানো হচ্ছে।',
  'disruption.refunded': 'আপনার বুকিং বাতিল হয়েছে এবং আপনার পরিশোধ করা সব টাকা ফেরত পাঠানো হচ্ছে।',

  'checkIn.done': '{count, plural, one {চেক-ইন সম্পন্ন: আপনার বোর্ডিং পাস তৈরি।} other {চেক-ইন সম্পন্ন: আপনাদের বোর্ডিং পাস তৈরি।}}',
  'checkIn.notTicketed': 'শুধু মূল্য পরিশোধ করা বুকিংয়েই চেক-ইন করা যায়: এই বুকিংয়ে কোনো বৈধ টিকিট নেই।',
  'checkIn.infantWithAdult': 'কোলের শিশুর চেক-ইন বুকিংয়ের একজন প্রাপ্তবয়স্কের সাথে হয়: অনুগ্রহ করে প্রাপ্তবয়স্ক যাত্রীরও চেক-ইন করুন।',
  'checkIn.infantNoSeat': 'কোলের শিশু প্রাপ্তবয়স্কের কোলে বসে, তার আলাদা আসন থাকে না।',
  'checkIn.noFreeSeats': 'নির্ধারণ করার মতো যথেষ্ট খালি আসন নেই; অনুগ্রহ করে বিমানবন্দরের চেক-ইন কাউন্টারে যোগাযোগ করুন।',
  'checkIn.boardedNoChange': 'বিমানে উঠে যাওয়া যাত্রী আসন বদলাতে পারেন না।',
  'checkIn.notCheckedIn': 'এই যাত্রী এখনো ওই ফ্লাইটে চেক-ইন করেননি।',
  'checkIn.opensAt': 'এই ফ্লাইটের অনলাইন চেক-ইন শুরু হবে {at} UTC-তে।',
  'checkIn.closedAt': 'এই ফ্লাইটের অনলাইন চেক-ইন {at} UTC-তে বন্ধ হয়ে গেছে; অনুগ্রহ করে বিমানবন্দরের চেক-ইন কাউন্টারে যোগাযোগ করুন।',
  'checkIn.seatTaken': 'আসন {seat} এইমাত্র অন্য একজন যাত্রী নিয়ে নিয়েছেন; অনুগ্রহ করে অন্য আসন বাছাই করুন।',
  'checkIn.checkedInMeanwhile': '{name}-এর চেক-ইন এইমাত্র অন্য একটি অনুরোধে আসন {seat}-এ হয়ে গেছে; আসন বদলাতে নতুন আসনটি আবার বাছাই করুন।',
  'checkIn.seatNotOnPlane': 'এই উড়োজাহাজে আসন {seat} বাছাই করা যায় না।',
  'checkIn.flightCancelled': "ফ্লাইট {flight} বাতিল হয়েছে, তাই চেক-ইন করা যাবে না; 'বুকিং ব্যবস্থাপনা' থেকে অন্য ফ্লাইট বা পুরো টাকা ফেরত নিতে পারেন।",
  'checkIn.flightDeparted': 'ফ্লাইট {flight} ছেড়ে গেছে; অনলাইন চেক-ইন বন্ধ।',

  'image.tooLarge': 'ছবিটি খুব বড়।',
  'booking.legProblem': '{field}: {problem}',
  'http.fieldProblem': '{field}: {problem}',

  'http.wait.seconds': '{n} সেকেন্ড',
  'http.wait.minutes': '{n} মিনিট',
  'rateLimit.signUps': 'এই ঠিকানা থেকে অনেকবার নিবন্ধন করা হয়েছে। অনুগ্রহ করে {wait} অপেক্ষা করে আবার চেষ্টা করুন।',
  'rateLimit.messages': 'এই ঠিকানা থেকে অনেকগুলো বার্তা পাঠানো হয়েছে। অনুগ্রহ করে {wait} অপেক্ষা করে আবার চেষ্টা করুন।',
  'http.emptyBody': 'অনুরোধে কোনো তথ্য নেই; একটি JSON অবজেক্ট পাঠান।',
  'http.unstorable': 'অনুরোধে এমন একটি মান আছে যা সংরক্ষণ করা যায় না; ঘরগুলো যাচাই করে আবার চেষ্টা করুন।',
  'http.serverError': 'আমাদের দিকে একটি সমস্যা হয়েছে। কিছুক্ষণ পরে আবার চেষ্টা করুন।',
  'http.brokenCharacter': '{what}-এ একটি ভাঙা অক্ষর আছে (UTF-16 সারোগেট জোড়ার অর্ধেক); অনুগ্রহ করে আবার লিখুন।',
  'http.forbiddenKey': '"{key}" কী-টি অনুরোধে গ্রহণযোগ্য নয়; এটি বাদ দিন বা এর নাম বদলান।',
};

/** Ids said in English in every language (the formatter says their values in English too). */
export const englishOnlyIds: ReadonlySet<string> = new Set(englishOnly);

export const answersBn: Record<AnswerId, string> = {
  ...(Object.fromEntries(englishOnly.map((id) => [id, answersEn[id]])) as Record<EnglishOnlyId, string>),
  ...translated,
};
