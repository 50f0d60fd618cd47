// The Bangla of the sentences both sides say (zod messages of the shared schemas, the server's 4xx sentences,
// toasts of `messages` / `journeyMessages`). The English sentence stays the source and the contract (tests and
// API.md quote it); this catalog maps it to Bangla: whole sentences first, then the sentences with a value in
// them (a field's label, a count, a passenger's number) by pattern. A sentence missing here stays English.

const bd = (text: string) => text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));

/** Labels that fill the shared schemas' sentences ("{label} is required."). */
const labels: Record<string, string> = {
  From: 'কোথা থেকে',
  To: 'কোথায়',
  'The first name': 'নামের প্রথম অংশ',
  'The last name': 'নামের শেষ অংশ',
  'First name': 'নামের প্রথম অংশ',
  'Last name': 'নামের শেষ অংশ',
  'The date of birth': 'জন্মতারিখ',
  'Date of birth': 'জন্মতারিখ',
  'The passport expiry date': 'পাসপোর্টের মেয়াদ শেষের তারিখ',
  'The depart date': 'যাত্রার তারিখ',
  'The return date': 'ফেরার তারিখ',
  'Depart date': 'যাত্রার তারিখ',
  'Return date': 'ফেরার তারিখ',
  Name: 'নাম',
  Email: 'ই-মেইল',
  Phone: 'ফোন',
  Message: 'বার্তা',
  Password: 'পাসওয়ার্ড',
  'The flight number': 'ফ্লাইট নম্বর',
  'The date': 'তারিখ',
};
const label = (english: string) => labels[english] ?? english;

export const sentencesBn: Record<string, string> = {
  // messages.ts
  'User Logout Successfully': 'সফলভাবে লগআউট হয়েছে',
  'The User Successfully Logged In': 'সফলভাবে লগইন হয়েছে',
  'User Registered Successfully.': 'নিবন্ধন সফল হয়েছে।',
  'please fill the form': 'অনুগ্রহ করে ফর্মটি পূরণ করুন',
  'Password must be minimum 8 characters': 'পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে',
  'An error occurred. Please try again later.': 'একটি সমস্যা হয়েছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  'Successfully updated': 'সফলভাবে হালনাগাদ হয়েছে',
  'If an account exists for that e-mail, we have sent a link to set a new password. It is valid for one hour.':
    'ওই ই-মেইলে কোনো অ্যাকাউন্ট থাকলে নতুন পাসওয়ার্ড দেওয়ার একটি লিংক পাঠানো হয়েছে। এটি এক ঘণ্টা বৈধ থাকবে।',
  'Your password has been changed. Please log in with the new password.': 'আপনার পাসওয়ার্ড বদলানো হয়েছে। নতুন পাসওয়ার্ড দিয়ে লগইন করুন।',
  'This password reset link is invalid, used or expired. Please request a new one.':
    'পাসওয়ার্ড রিসেটের এই লিংকটি অবৈধ, আগে ব্যবহৃত বা মেয়াদোত্তীর্ণ। অনুগ্রহ করে নতুন লিংক চান।',
  'This password reset link was not sent to that e-mail address. Please request a new one.':
    'পাসওয়ার্ড রিসেটের এই লিংকটি ওই ই-মেইল ঠিকানায় পাঠানো হয়নি। অনুগ্রহ করে নতুন লিংক চান।',
  'The e-mail or password is incorrect.': 'ই-মেইল বা পাসওয়ার্ড সঠিক নয়।',
  'An account with this e-mail already exists.': 'এই ই-মেইলে আগে থেকেই একটি অ্যাকাউন্ট আছে।',
  'Please log in to continue.': 'চালিয়ে যেতে অনুগ্রহ করে লগইন করুন।',
  'You are not allowed to do this.': 'আপনার এটি করার অনুমতি নেই।',
  'The traveller was saved.': 'যাত্রীর তথ্য সংরক্ষণ করা হয়েছে।',
  'The traveller was deleted.': 'যাত্রীর তথ্য মুছে ফেলা হয়েছে।',
  // journey-messages.ts
  'Your booking is confirmed.': 'আপনার বুকিং নিশ্চিত হয়েছে।',
  'Your booking was cancelled; its seats are back on sale.': 'আপনার বুকিং বাতিল করা হয়েছে; আসনগুলো আবার বিক্রির জন্য খোলা হয়েছে।',
  'Your seats are held. Pay before the deadline to get your tickets.': 'আপনার আসন সংরক্ষিত আছে। টিকিট পেতে নির্ধারিত সময়ের আগে পরিশোধ করুন।',
  'Here is what cancelling gives back; confirm before the quote expires.': 'বাতিল করলে যা ফেরত পাবেন তা এখানে; হিসাবের মেয়াদ শেষ হওয়ার আগে নিশ্চিত করুন।',
  'Your payment has started; you are being taken to the payment page.': 'আপনার পরিশোধ শুরু হয়েছে; আপনাকে পরিশোধের পাতায় নেওয়া হচ্ছে।',
  'The payment result is recorded.': 'পরিশোধের ফলাফল সংরক্ষণ করা হয়েছে।',
  'Sorry, there are not enough seats left on this flight any more. Please search again and choose another flight.':
    'দুঃখিত, এই ফ্লাইটে যথেষ্ট আসন আর বাকি নেই। অনুগ্রহ করে আবার খুঁজে অন্য একটি ফ্লাইট বেছে নিন।',
  'Thank you for your message. We will get back to you soon.': 'আপনার বার্তার জন্য ধন্যবাদ। আমরা শিগগিরই আপনার সাথে যোগাযোগ করব।',
  'Thank you for subscribing to our offers.': 'আমাদের অফারে সাবস্ক্রাইব করার জন্য ধন্যবাদ।',
  // the server's sentences of the traveller's flows
  'There is no booking with that reference.': 'এই রেফারেন্সের কোনো বুকিং নেই।',
  'This booking is already cancelled.': 'এই বুকিংটি আগেই বাতিল করা হয়েছে।',
  'This booking is already paid.': 'এই বুকিংয়ের মূল্য আগেই পরিশোধ করা হয়েছে।',
  'A flight of this booking has already departed, so it can no longer be cancelled.':
    'এই বুকিংয়ের একটি ফ্লাইট ইতিমধ্যে ছেড়ে গেছে, তাই এটি আর বাতিল করা যাবে না।',
  'This booking has no tickets yet: tickets are issued once it is paid.': 'এই বুকিংয়ের এখনো কোনো টিকিট নেই: পরিশোধের পর টিকিট ইস্যু হয়।',
  'We could not find a booking with that reference and last name. Please check both and try again.':
    'এই রেফারেন্স ও নামের শেষ অংশের কোনো বুকিং পাওয়া যায়নি। দুটোই যাচাই করে আবার চেষ্টা করুন।',
  'This booking is paid: ask for a cancellation quote and confirm it to cancel.': 'বুকিংটির মূল্য পরিশোধ করা হয়েছে: বাতিল করতে বাতিলের হিসাব চেয়ে তা নিশ্চিত করুন।',
  'This cancellation quote has expired; please ask for a new quote.': 'বাতিলের এই হিসাবের মেয়াদ শেষ হয়েছে; অনুগ্রহ করে নতুন হিসাব চান।',
  'This cancellation quote is out of date: the booking or its refund has changed since. Please ask for a new quote.':
    'বাতিলের এই হিসাবটি পুরনো হয়ে গেছে: এর মধ্যে বুকিং বা ফেরতের পরিমাণ বদলেছে। অনুগ্রহ করে নতুন হিসাব চান।',
  'There is no such cancellation quote for this booking.': 'এই বুকিংয়ের জন্য এমন কোনো বাতিলের হিসাব নেই।',
  'There is no such flight.': 'এমন কোনো ফ্লাইট নেই।',
  'There is no such package.': 'এমন কোনো প্যাকেজ নেই।',
  'The same flight is chosen twice.': 'একই ফ্লাইট দুবার বাছাই করা হয়েছে।',
  'There is no flight with that id.': 'এই আইডির কোনো ফ্লাইট নেই।',
  'There is no saved traveller with that id.': 'এই আইডির কোনো সংরক্ষিত যাত্রী নেই।',
  'A guest booking needs a contact e-mail and phone number.': 'অতিথি হিসেবে বুকিংয়ে যোগাযোগের ই-মেইল ও ফোন নম্বর লাগবে।',
  'A guest booking needs each passenger’s title, first name, last name and type.':
    'অতিথি হিসেবে বুকিংয়ে প্রত্যেক যাত্রীর সম্বোধন, নামের প্রথম ও শেষ অংশ এবং ধরন লাগবে।',
  'The payment service cannot be asked just now; please try again shortly.': 'পরিশোধ সেবার সাথে এই মুহূর্তে যোগাযোগ করা যাচ্ছে না; একটু পরে আবার চেষ্টা করুন।',
  'The payment service cannot be reached just now; please try again in a moment.': 'পরিশোধ সেবায় এই মুহূর্তে পৌঁছানো যাচ্ছে না; কিছুক্ষণ পরে আবার চেষ্টা করুন।',
  'Something went wrong on our side. Please try again in a moment.': 'আমাদের দিকে একটি সমস্যা হয়েছে। কিছুক্ষণ পরে আবার চেষ্টা করুন।',
  'The request contains a value that cannot be stored; please check the fields and try again.':
    'অনুরোধে এমন একটি মান আছে যা সংরক্ষণ করা যায় না; ঘরগুলো যাচাই করে আবার চেষ্টা করুন।',
  'The request body is empty; send a JSON object.': 'অনুরোধে কোনো তথ্য নেই; একটি JSON অবজেক্ট পাঠান।',
  'You may only view your own profile.': 'আপনি শুধু নিজের প্রোফাইল দেখতে পারেন।',
  'This Idempotency-Key was already used for a different booking request; send a new key with each new booking.':
    'এই Idempotency-Key আগে অন্য একটি বুকিং অনুরোধে ব্যবহার করা হয়েছে; প্রতিটি নতুন বুকিংয়ে নতুন কী পাঠান।',
  'The money goes back the way you paid; your bank may take a few days to show it.':
    'যে পথে পরিশোধ করেছিলেন টাকা সেই পথেই ফেরত যাবে; আপনার ব্যাংকে তা দেখাতে কয়েক দিন লাগতে পারে।',
  // the shared schemas
  'A booking reference has 6 letters and digits.': 'বুকিং রেফারেন্সে ৬টি অক্ষর ও সংখ্যা থাকে।',
  'A passport number has 5 to 20 letters and digits.': 'পাসপোর্ট নম্বরে ৫ থেকে ২০টি অক্ষর ও সংখ্যা থাকে।',
  'A phone number may contain only digits, spaces, +, - and brackets.': 'ফোন নম্বরে শুধু সংখ্যা, ফাঁকা জায়গা, +, - ও বন্ধনী থাকতে পারে।',
  'A phone number must be at most 30 characters.': 'ফোন নম্বর সর্বোচ্চ ৩০ অক্ষরের হতে পারে।',
  'At least one adult must travel.': 'অন্তত একজন প্রাপ্তবয়স্ককে ভ্রমণ করতে হবে।',
  'Choose at least one flight.': 'অন্তত একটি ফ্লাইট বেছে নিন।',
  'Each infant sits on an adult’s lap: there cannot be more infants than adults.':
    'প্রতিটি শিশু একজন প্রাপ্তবয়স্কের কোলে বসে: প্রাপ্তবয়স্কের চেয়ে বেশি কোলের শিশু থাকতে পারে না।',
  'Email is required.': 'ই-মেইল দিতে হবে।',
  'Email is too long.': 'ই-মেইল খুব দীর্ঘ।',
  'Message is required.': 'বার্তা লিখতে হবে।',
  'Name is required.': 'নাম দিতে হবে।',
  'Name must be at most 100 characters.': 'নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে।',
  'Password is required.': 'পাসওয়ার্ড দিতে হবে।',
  'Phone is required.': 'ফোন নম্বর দিতে হবে।',
  'Please choose a blood group from the list.': 'তালিকা থেকে একটি রক্তের গ্রুপ বেছে নিন।',
  'Please enter a valid contact e-mail address.': 'যোগাযোগের জন্য একটি সঠিক ই-মেইল ঠিকানা দিন।',
  'Please enter a valid e-mail address.': 'একটি সঠিক ই-মেইল ঠিকানা দিন।',
  'The booking reference is required.': 'বুকিং রেফারেন্স দিতে হবে।',
  'The contact e-mail is required.': 'যোগাযোগের ই-মেইল দিতে হবে।',
  'The contact e-mail is too long.': 'যোগাযোগের ই-মেইল খুব দীর্ঘ।',
  'The contact phone number is required.': 'যোগাযোগের ফোন নম্বর দিতে হবে।',
  'The contact phone number needs at least 6 digits.': 'যোগাযোগের ফোন নম্বরে অন্তত ৬টি সংখ্যা লাগবে।',
  'The last name is required.': 'নামের শেষ অংশ দিতে হবে।',
  'The last name must be at most 60 characters.': 'নামের শেষ অংশ সর্বোচ্চ ৬০ অক্ষরের হতে পারে।',
  'The nationality may contain only letters.': 'জাতীয়তায় শুধু অক্ষর থাকতে পারে।',
  'The nationality must be at least 2 characters.': 'জাতীয়তা অন্তত ২ অক্ষরের হতে হবে।',
  'The nationality must be at most 60 characters.': 'জাতীয়তা সর্বোচ্চ ৬০ অক্ষরের হতে পারে।',
  'The passenger type must be adult, child or infant.': 'যাত্রীর ধরন প্রাপ্তবয়স্ক, শিশু বা কোলের শিশু হতে হবে।',
  'The title must be one of Mr, Mrs, Ms, Miss, Mstr, Dr.': 'অনুগ্রহ করে একটি সম্বোধন বেছে নিন: Mr, Mrs, Ms, Miss, Mstr বা Dr।',
  'The return date cannot be before the depart date.': 'ফেরার তারিখ যাত্রার তারিখের আগে হতে পারে না।',
  'To must differ from From.': "'কোথায়' ও 'কোথা থেকে' একই হতে পারে না।",
  'The image is too large.': 'ছবিটি খুব বড়।',
  'The date of birth cannot be before 1900-01-01.': 'জন্মতারিখ ১৯০০-০১-০১-এর আগে হতে পারে না।',
  // check-in and flight status (the traveller's side; the back office stays English)
  'Checked in: your boarding pass is ready.': 'চেক-ইন সম্পন্ন: আপনার বোর্ডিং পাস তৈরি।',
  'Checked in: your boarding passes are ready.': 'চেক-ইন সম্পন্ন: আপনাদের বোর্ডিং পাস তৈরি।',
  'Only paid bookings can be checked in: this booking has no valid tickets.': 'শুধু মূল্য পরিশোধ করা বুকিংয়েই চেক-ইন করা যায়: এই বুকিংয়ে কোনো বৈধ টিকিট নেই।',
  'An infant is checked in together with an adult of the booking: please check in the adult too.':
    'কোলের শিশুর চেক-ইন বুকিংয়ের একজন প্রাপ্তবয়স্কের সাথে হয়: অনুগ্রহ করে প্রাপ্তবয়স্ক যাত্রীরও চেক-ইন করুন।',
  'An infant sits on an adult’s lap and gets no seat of their own.': 'কোলের শিশু প্রাপ্তবয়স্কের কোলে বসে, তার আলাদা আসন থাকে না।',
  'There are not enough free seats left to assign; please see the airport check-in desk.':
    'নির্ধারণ করার মতো যথেষ্ট খালি আসন নেই; অনুগ্রহ করে বিমানবন্দরের চেক-ইন কাউন্টারে যোগাযোগ করুন।',
  'A passenger who has boarded cannot change seats.': 'বিমানে উঠে যাওয়া যাত্রী আসন বদলাতে পারেন না।',
  'This passenger has not checked in on that flight yet.': 'এই যাত্রী এখনো ওই ফ্লাইটে চেক-ইন করেননি।',
  'A seat must be written like 12A.': 'আসন 12A-এর মতো করে লিখতে হবে।',
  'A flight number has at most 10 characters.': 'ফ্লাইট নম্বর সর্বোচ্চ ১০ অক্ষরের হতে পারে।',
  'Only a paid booking can move to another flight.': 'শুধু মূল্য পরিশোধ করা বুকিংই অন্য ফ্লাইটে সরানো যায়।',
  'Only a paid booking is refunded for a cancelled flight.': 'বাতিল ফ্লাইটের জন্য শুধু মূল্য পরিশোধ করা বুকিংই ফেরত পায়।',
  'No flight of this booking is cancelled by the airline; cancel it from the booking to see what its fare rules refund.':
    'এই বুকিংয়ের কোনো ফ্লাইট এয়ারলাইন বাতিল করেনি; ভাড়ার নিয়মে কত টাকা ফেরত আসবে দেখতে বুকিং থেকে বাতিল করুন।',
  'Your booking is moved to the new flight, free of charge. A new e-ticket is on its way.': 'আপনার বুকিং বিনা খরচে নতুন ফ্লাইটে সরানো হয়েছে। নতুন ই-টিকিট পাঠানো হচ্ছে।',
  'Your booking is cancelled and everything you paid is being refunded.': 'আপনার বুকিং বাতিল হয়েছে এবং আপনার পরিশোধ করা সব টাকা ফেরত পাঠানো হচ্ছে।',
};

type Pattern = [RegExp, (...parts: string[]) => string];

/** "12 minutes" or "40 seconds" of a sentence, in Bangla. */
const waitBn = (n = '', unit = '') => `${bd(n)} ${unit === 'minutes' ? 'মিনিট' : 'সেকেন্ড'}`;

const patterns: Pattern[] = [
  [/^(.+) is required\.$/, (what) => `${label(what)} দিতে হবে।`],
  [/^(.+) must be at most (\d+) characters\.$/, (what, n) => `${label(what)} সর্বোচ্চ ${bd(n)} অক্ষরের হতে পারে।`],
  [/^(.+) must be a date \(YYYY-MM-DD\)\.$/, (what) => `${label(what)} একটি তারিখ হতে হবে (YYYY-MM-DD)।`],
  [/^(.+) is not a real date\.$/, (what) => `${label(what)} সঠিক কোনো তারিখ নয়।`],
  [/^(.+) may contain only letters, spaces, dots, apostrophes and hyphens\.$/, (what) => `${label(what)}-এ শুধু অক্ষর, ফাঁকা জায়গা, ডট, অ্যাপোস্ট্রফি ও হাইফেন থাকতে পারে।`],
  [/^Travellers must be (?:a number|a whole number) from (\d+) to (\d+)\.$/, (a, b) => `যাত্রীর সংখ্যা ${bd(a)} থেকে ${bd(b)}-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।`],
  [/^Travellers must be at least (\d+)\.$/, (a) => `যাত্রী অন্তত ${bd(a)} জন হতে হবে।`],
  [/^Travellers must be at most (\d+)\.$/, (a) => `যাত্রী সর্বোচ্চ ${bd(a)} জন হতে পারে।`],
  [/^A booking has at most (\d+) flights\.$/, (a) => `একটি বুকিংয়ে সর্বোচ্চ ${bd(a)}টি ফ্লাইট থাকতে পারে।`],
  [/^Passenger (\d+): the date of birth cannot be in the future\.$/, (n) => `যাত্রী ${bd(n)}: জন্মতারিখ ভবিষ্যতের হতে পারে না।`],
  [/^Passenger (\d+): a passport number is required for an international flight\.$/, (n) => `যাত্রী ${bd(n)}: আন্তর্জাতিক ফ্লাইটে পাসপোর্ট নম্বর লাগবে।`],
  [/^Passenger (\d+): the nationality is required for an international flight\.$/, (n) => `যাত্রী ${bd(n)}: আন্তর্জাতিক ফ্লাইটে জাতীয়তা লাগবে।`],
  [/^Passenger (\d+): the passport expiry date is required for an international flight\.$/, (n) => `যাত্রী ${bd(n)}: আন্তর্জাতিক ফ্লাইটে পাসপোর্টের মেয়াদ শেষের তারিখ লাগবে।`],
  [/^Passenger (\d+): the passport must be valid after (\d{4}-\d{2}-\d{2}), the day of the last flight\.$/, (n, day) => `যাত্রী ${bd(n)}: পাসপোর্টটি শেষ ফ্লাইটের দিন ${bd(day)}-এর পরেও বৈধ থাকতে হবে।`],
  [/^Passenger (\d+): a (child|infant)’s date of birth is required\.$/, (n, type) => `যাত্রী ${bd(n)}: ${type === 'child' ? 'শিশুর' : 'কোলের শিশুর'} জন্মতারিখ লাগবে।`],
  [/^Online check-in for this flight opens at (.+) UTC\.$/, (at) => `এই ফ্লাইটের অনলাইন চেক-ইন শুরু হবে ${bd(at)} UTC-তে।`],
  [/^Online check-in for this flight closed at (.+) UTC; please see the airport check-in desk\.$/, (at) => `এই ফ্লাইটের অনলাইন চেক-ইন ${bd(at)} UTC-তে বন্ধ হয়ে গেছে; অনুগ্রহ করে বিমানবন্দরের চেক-ইন কাউন্টারে যোগাযোগ করুন।`],
  [/^Seat (\w+) has just been taken by another passenger; please choose another seat\.$/, (seat) => `আসন ${seat} এইমাত্র অন্য একজন যাত্রী নিয়ে নিয়েছেন; অনুগ্রহ করে অন্য আসন বাছাই করুন।`],
  [
    /^(.+) has just been checked in by another request, in seat (\w+); to change seats, choose the new seat again\.$/,
    (name, seat) => `${name}-এর চেক-ইন এইমাত্র অন্য একটি অনুরোধে আসন ${seat}-এ হয়ে গেছে; আসন বদলাতে নতুন আসনটি আবার বাছাই করুন।`,
  ],
  [/^Seat (\w+) cannot be chosen on this plane\.$/, (seat) => `এই উড়োজাহাজে আসন ${seat} বাছাই করা যায় না।`],
  [/^Flight (\S+) is cancelled, so it cannot be checked in; Manage booking offers another flight or a full refund\.$/, (flight) => `ফ্লাইট ${flight} বাতিল হয়েছে, তাই চেক-ইন করা যাবে না; 'বুকিং ব্যবস্থাপনা' থেকে অন্য ফ্লাইট বা পুরো টাকা ফেরত নিতে পারেন।`],
  [/^Flight (\S+) has departed; online check-in is closed\.$/, (flight) => `ফ্লাইট ${flight} ছেড়ে গেছে; অনলাইন চেক-ইন বন্ধ।`],
  [/^There is no flight (\S+) departing on (\d{4}-\d{2}-\d{2})\.$/, (flight, day) => `${bd(day)} তারিখে ছাড়ার মতো ${flight} নামে কোনো ফ্লাইট নেই।`],
  [/^Flight (\S+) is not cancelled, so it cannot be moved free of charge\.$/, (flight) => `ফ্লাইট ${flight} বাতিল হয়নি, তাই বিনা খরচে সরানো যাবে না।`],
  [/^Flight (\S+) on (\d{4}-\d{2}-\d{2}) is cancelled; please choose another flight\.$/, (flight, day) => `${bd(day)} তারিখের ফ্লাইট ${flight} বাতিল হয়েছে; অনুগ্রহ করে অন্য ফ্লাইট বাছাই করুন।`],
  [/^Flight (\S+) is (departed|arrived|cancelled); choose another flight\.$/, (flight, status) => `ফ্লাইট ${flight} ${status === 'cancelled' ? 'বাতিল হয়েছে' : status === 'arrived' ? 'পৌঁছে গেছে' : 'ছেড়ে গেছে'}; অন্য ফ্লাইট বাছাই করুন।`],
  [/^Choose a flight departing within (\d+) days after the cancelled one\.$/, (n) => `বাতিল হওয়া ফ্লাইটের পরের ${bd(n)} দিনের মধ্যে ছাড়ে এমন একটি ফ্লাইট বাছাই করুন।`],
  [/^The hold on this booking expired at (.+) UTC; please book again\.$/, (at) => `এই বুকিংয়ের সংরক্ষণের মেয়াদ ${bd(at)} UTC-তে শেষ হয়েছে; অনুগ্রহ করে আবার বুক করুন।`],
  // The limits against seat blocking (the hold's 429s) and the sign-up limit, each with its wait.
  [/^You already have (\d+) unpaid bookings? on hold; pay for one or let it expire before booking again\.$/, (n) => `আপনার ${bd(n)}টি অপরিশোধিত বুকিং ইতিমধ্যে সংরক্ষিত আছে; নতুন বুকিংয়ের আগে একটির মূল্য পরিশোধ করুন বা মেয়াদ শেষ হতে দিন।`],
  [/^You can hold at most (\d+) seats on one flight at a time; pay for your held booking first\.$/, (n) => `একটি ফ্লাইটে একসঙ্গে সর্বোচ্চ ${bd(n)}টি আসন সংরক্ষণ করা যায়; আগে সংরক্ষিত বুকিংয়ের মূল্য পরিশোধ করুন।`],
  [
    /^Too many unpaid bookings have been made from your network in the last hour\. Please wait (\d+) (minutes|seconds) and try again, or pay for a booking you hold\.$/,
    (n, unit) => `গত এক ঘণ্টায় আপনার নেটওয়ার্ক থেকে অনেকগুলো অপরিশোধিত বুকিং করা হয়েছে। অনুগ্রহ করে ${waitBn(n, unit)} অপেক্ষা করে আবার চেষ্টা করুন, অথবা সংরক্ষিত একটি বুকিংয়ের মূল্য পরিশোধ করুন।`,
  ],
  [
    /^Too many seats on flight (\S*) are waiting for payment right now\. Please wait (\d+) (minutes|seconds) and try again\.$/,
    (flight, n, unit) => `ফ্লাইট ${flight}-এর অনেকগুলো আসন এখন পরিশোধের অপেক্ষায় আছে। অনুগ্রহ করে ${waitBn(n, unit)} অপেক্ষা করে আবার চেষ্টা করুন।`,
  ],
  [/^Too many sign-ups from this address\. Please wait (\d+) (minutes|seconds) and try again\.$/, (n, unit) => `এই ঠিকানা থেকে অনেকবার নিবন্ধন করা হয়েছে। অনুগ্রহ করে ${waitBn(n, unit)} অপেক্ষা করে আবার চেষ্টা করুন।`],
  [/^Too many messages from this address\. Please wait (\d+) (minutes|seconds) and try again\.$/, (n, unit) => `এই ঠিকানা থেকে অনেকগুলো বার্তা পাঠানো হয়েছে। অনুগ্রহ করে ${waitBn(n, unit)} অপেক্ষা করে আবার চেষ্টা করুন।`],
  [/^The key "(.+)" is not accepted in a request; rename or remove it\.$/, (key) => `"${key}" কী-টি অনুরোধে গ্রহণযোগ্য নয়; এটি বাদ দিন বা এর নাম বদলান।`],
  [/^(.+) contains a broken character \(half of a UTF-16 surrogate pair\); please type it again\.$/, (what) => `${label(what)}-এ একটি ভাঙা অক্ষর আছে (UTF-16 সারোগেট জোড়ার অর্ধেক); অনুগ্রহ করে আবার লিখুন।`],
  // A sentence led by its field's path (the schemas' first issue: 'pnr: …', 'legs.0.flightId: …').
  [/^([A-Za-z][\w.]*): (.+)$/, (field, rest) => `${field}: ${translateSentence(rest ?? '', 'bn')}`],
];

/** A sentence in `language`: the Bangla of an English sentence this catalog knows, else the sentence as it is. */
export function translateSentence(sentence: string, language: 'en' | 'bn'): string {
  if (language !== 'bn') return sentence;
  const whole = sentencesBn[sentence];
  if (whole) return whole;
  for (const [pattern, say] of patterns) {
    const match = pattern.exec(sentence);
    if (match) return say(...match.slice(1));
  }
  return sentence;
}
