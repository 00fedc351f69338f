/**
 * The `message` texts the mock server answers with, in the request's language, as the real server
 * does (the app shows them in notices). `{name}` placeholders are filled by `say()`.
 */
import type { Locale, Texts } from './fixtures';

const MESSAGES = {
  // Outcomes
  codeSent: { ar: 'تم إرسال رمز التحقق.', en: 'A verification code has been sent.', tr: 'Doğrulama kodu gönderildi.', ur: 'تصدیقی کوڈ بھیج دیا گیا ہے۔' },
  signedIn: { ar: 'تم تسجيل الدخول بنجاح.', en: 'Signed in successfully.', tr: 'Başarıyla giriş yapıldı.', ur: 'کامیابی سے سائن ان ہو گئے۔' },
  signedOut: { ar: 'تم تسجيل الخروج.', en: 'Signed out.', tr: 'Çıkış yapıldı.', ur: 'سائن آؤٹ ہو گئے۔' },
  accountCreated: { ar: 'تم إنشاء الحساب بنجاح.', en: 'Your account has been created.', tr: 'Hesabınız oluşturuldu.', ur: 'آپ کا اکاؤنٹ بن گیا ہے۔' },
  resetCodeSent: {
    ar: 'إذا كان البريد مسجلًا فستصلك رسالة برمز إعادة التعيين.',
    en: 'If the address is registered, a reset code is on its way.',
    tr: 'Adres kayıtlıysa sıfırlama kodu gönderildi.',
    ur: 'اگر یہ پتہ رجسٹرڈ ہے تو ری سیٹ کوڈ بھیج دیا گیا ہے۔',
  },
  passwordReset: { ar: 'تمت إعادة تعيين كلمة المرور.', en: 'Your password has been reset.', tr: 'Şifreniz sıfırlandı.', ur: 'آپ کا پاس ورڈ ری سیٹ ہو گیا ہے۔' },
  passwordChanged: { ar: 'تم تغيير كلمة المرور.', en: 'Your password has been changed.', tr: 'Şifreniz değiştirildi.', ur: 'آپ کا پاس ورڈ تبدیل ہو گیا ہے۔' },
  saved: { ar: 'تم حفظ التغييرات.', en: 'Changes saved.', tr: 'Değişiklikler kaydedildi.', ur: 'تبدیلیاں محفوظ ہو گئیں۔' },
  created: { ar: 'تمت الإضافة بنجاح.', en: 'Created successfully.', tr: 'Başarıyla oluşturuldu.', ur: 'کامیابی سے بن گیا۔' },
  statusChanged: { ar: 'تم تغيير الحالة.', en: 'Status changed.', tr: 'Durum değiştirildi.', ur: 'حالت تبدیل ہو گئی۔' },
  bankSaved: { ar: 'تم حفظ الحساب البنكي.', en: 'Bank account saved.', tr: 'Banka hesabı kaydedildi.', ur: 'بینک اکاؤنٹ محفوظ ہو گیا۔' },
  notificationsRead: {
    ar: 'تم تعليم كل الإشعارات كمقروءة.',
    en: 'All notifications marked as read.',
    tr: 'Tüm bildirimler okundu olarak işaretlendi.',
    ur: 'تمام اطلاعات پڑھی ہوئی نشان زد ہو گئیں۔',
  },
  subscribed: { ar: 'تم الاشتراك في الباقة.', en: 'Package subscribed.', tr: 'Pakete abone olundu.', ur: 'پیکج کی رکنیت لے لی گئی۔' },
  uploaded: { ar: 'تم رفع الملف.', en: 'File uploaded.', tr: 'Dosya yüklendi.', ur: 'فائل اپ لوڈ ہو گئی۔' },
  filesUploaded: { ar: 'تم رفع الملفات.', en: 'Files uploaded.', tr: 'Dosyalar yüklendi.', ur: 'فائلیں اپ لوڈ ہو گئیں۔' },
  fileDeleted: { ar: 'تم حذف الملف.', en: 'File deleted.', tr: 'Dosya silindi.', ur: 'فائل حذف ہو گئی۔' },
  salonDeleted: { ar: 'تم حذف الصالون.', en: 'The salon has been deleted.', tr: 'Salon silindi.', ur: 'سیلون حذف کر دیا گیا۔' },
  barberDeleted: { ar: 'تم حذف الحلاق.', en: 'The barber has been deleted.', tr: 'Berber silindi.', ur: 'حجام حذف کر دیا گیا۔' },
  serviceDeleted: { ar: 'تم حذف الخدمة.', en: 'The service has been deleted.', tr: 'Hizmet silindi.', ur: 'خدمت حذف کر دی گئی۔' },
  adminDeleted: { ar: 'تم حذف المشرف.', en: 'The admin has been deleted.', tr: 'Yönetici silindi.', ur: 'منتظم حذف کر دیا گیا۔' },
  bufferSaved: { ar: 'تم حفظ أوقات الفاصل.', en: 'Buffer times saved.', tr: 'Ara süreler kaydedildi.', ur: 'وقفے کے اوقات محفوظ ہو گئے۔' },
  bufferOverrideRemoved: {
    ar: 'يعود الحلاق إلى أوقات فاصل الصالون.',
    en: "The barber now uses the salon's buffer times.",
    tr: 'Berber artık salonun ara sürelerini kullanıyor.',
    ur: 'حجام اب سیلون کے وقفے کے اوقات استعمال کرتا ہے۔',
  },
  reservationCreated: { ar: 'تم إنشاء الحجز.', en: 'Reservation created.', tr: 'Rezervasyon oluşturuldu.', ur: 'بکنگ بن گئی۔' },
  reservationConfirmed: { ar: 'تم تأكيد الحجز.', en: 'Reservation confirmed.', tr: 'Rezervasyon onaylandı.', ur: 'بکنگ کی تصدیق ہو گئی۔' },
  reservationCompleted: {
    ar: 'تم إكمال الحجز وإضافة المبلغ إلى المحفظة.',
    en: 'Reservation completed and credited to your wallet.',
    tr: 'Rezervasyon tamamlandı ve tutar cüzdanınıza eklendi.',
    ur: 'بکنگ مکمل ہو گئی اور رقم والیٹ میں شامل کر دی گئی۔',
  },
  reservationCancelled: { ar: 'تم إلغاء الحجز.', en: 'Reservation cancelled.', tr: 'Rezervasyon iptal edildi.', ur: 'بکنگ منسوخ ہو گئی۔' },
  reservationNoShow: { ar: 'تم تسجيل عدم الحضور.', en: 'Marked as no-show.', tr: 'Gelmedi olarak işaretlendi.', ur: 'غیر حاضر کے طور پر نشان زد ہو گیا۔' },
  withdrawalRequested: { ar: 'تم استلام طلب السحب.', en: 'Withdrawal requested.', tr: 'Para çekme talebi alındı.', ur: 'رقم نکلوانے کی درخواست موصول ہو گئی۔' },
  contactSent: {
    ar: 'شكرًا لتواصلك، سنرد عليك قريبًا.',
    en: 'Thank you, we will get back to you soon.',
    tr: 'Teşekkürler, en kısa sürede size döneceğiz.',
    ur: 'شکریہ، ہم جلد آپ سے رابطہ کریں گے۔',
  },
  companySession: { ar: 'تم فتح غرفة الشركة.', en: 'Company room opened.', tr: 'Şirket odası açıldı.', ur: 'کمپنی روم کھل گیا۔' },

  smsCode: {
    ar: 'رمز الدخول: {code}. صالح لمدة 5 دقائق.',
    en: 'Your login code: {code}. Valid for 5 minutes.',
    tr: 'Giriş kodunuz: {code}. 5 dakika geçerlidir.',
    ur: 'آپ کا لاگ ان کوڈ: {code}۔ 5 منٹ کے لیے درست۔',
  },

  // Errors
  badRequest: { ar: 'تعذرت قراءة الطلب.', en: 'The request body is not valid JSON.', tr: 'İstek gövdesi geçerli JSON değil.', ur: 'درخواست کا مواد درست JSON نہیں ہے۔' },
  validationFailed: { ar: 'البيانات المدخلة غير صحيحة.', en: 'The given data was invalid.', tr: 'Girilen veriler geçersiz.', ur: 'دیا گیا ڈیٹا درست نہیں ہے۔' },
  fieldRequired: { ar: 'هذا الحقل مطلوب.', en: 'This field is required.', tr: 'Bu alan zorunludur.', ur: 'یہ خانہ ضروری ہے۔' },
  fieldInvalid: { ar: 'قيمة هذا الحقل غير صحيحة.', en: 'This value is not valid.', tr: 'Bu değer geçerli değil.', ur: 'یہ قدر درست نہیں ہے۔' },
  fieldUnknown: { ar: 'هذا الحقل غير مسموح.', en: 'This field is not allowed.', tr: 'Bu alana izin verilmiyor.', ur: 'اس خانے کی اجازت نہیں ہے۔' },
  mobileInvalid: {
    ar: 'أدخل رقم جوال سعوديًا يبدأ بـ 5 ويتكون من 9 أرقام.',
    en: 'Enter a Saudi mobile number: 5 followed by 8 digits.',
    tr: '5 ile başlayan 9 haneli bir Suudi cep telefonu numarası girin.',
    ur: '5 سے شروع ہونے والا 9 ہندسوں کا سعودی موبائل نمبر درج کریں۔',
  },
  emailInvalid: { ar: 'أدخل بريدًا إلكترونيًا صحيحًا.', en: 'Enter a valid e-mail address.', tr: 'Geçerli bir e-posta adresi girin.', ur: 'درست ای میل پتہ درج کریں۔' },
  otpFormat: { ar: 'الرمز مكون من 4 أرقام.', en: 'The code has 4 digits.', tr: 'Kod 4 haneden oluşur.', ur: 'کوڈ 4 ہندسوں کا ہوتا ہے۔' },
  passwordTooShort: {
    ar: 'يجب ألا تقل كلمة المرور عن 8 أحرف.',
    en: 'The password must be at least 8 characters.',
    tr: 'Şifre en az 8 karakter olmalıdır.',
    ur: 'پاس ورڈ کم از کم 8 حروف کا ہونا چاہیے۔',
  },
  unauthenticated: { ar: 'يرجى تسجيل الدخول مرة أخرى.', en: 'Please sign in again.', tr: 'Lütfen yeniden giriş yapın.', ur: 'براہ کرم دوبارہ سائن ان کریں۔' },
  forbidden: {
    ar: 'ليست لديك صلاحية للقيام بذلك.',
    en: 'You do not have permission to do this.',
    tr: 'Bunu yapma yetkiniz yok.',
    ur: 'آپ کو یہ کرنے کی اجازت نہیں ہے۔',
  },
  notFound: { ar: 'العنصر المطلوب غير موجود.', en: 'The requested resource was not found.', tr: 'İstenen kayıt bulunamadı.', ur: 'مطلوبہ چیز نہیں ملی۔' },
  packageRequired: {
    ar: 'انتهت باقتك. اختر باقة للمتابعة.',
    en: 'Your package has expired. Choose a package to continue.',
    tr: 'Paketinizin süresi doldu. Devam etmek için bir paket seçin.',
    ur: 'آپ کا پیکج ختم ہو گیا ہے۔ جاری رکھنے کے لیے پیکج منتخب کریں۔',
  },
  serverError: { ar: 'عذرًا، حدث خطأ ما.', en: 'Oops...Something went wrong.', tr: 'Hay aksi, bir şeyler ters gitti.', ur: 'معذرت، کچھ غلط ہو گیا۔' },
  tooManyRequests: {
    ar: 'يرجى الانتظار {seconds} ثانية قبل المحاولة مرة أخرى.',
    en: 'Please wait {seconds} seconds before trying again.',
    tr: 'Tekrar denemeden önce lütfen {seconds} saniye bekleyin.',
    ur: 'دوبارہ کوشش کرنے سے پہلے براہ کرم {seconds} سیکنڈ انتظار کریں۔',
  },
  codeTooSoon: {
    ar: 'يرجى الانتظار {seconds} ثانية قبل طلب رمز جديد.',
    en: 'Please wait {seconds} seconds before requesting a new code.',
    tr: 'Yeni kod istemeden önce lütfen {seconds} saniye bekleyin.',
    ur: 'نیا کوڈ مانگنے سے پہلے براہ کرم {seconds} سیکنڈ انتظار کریں۔',
  },
  otpInvalid: { ar: 'الرمز غير صحيح.', en: 'The code is incorrect.', tr: 'Kod hatalı.', ur: 'کوڈ غلط ہے۔' },
  otpExpired: {
    ar: 'انتهت صلاحية الرمز. اطلب رمزًا جديدًا.',
    en: 'The code has expired. Request a new one.',
    tr: 'Kodun süresi doldu. Yeni bir kod isteyin.',
    ur: 'کوڈ کی میعاد ختم ہو گئی۔ نیا کوڈ منگوائیں۔',
  },
  otpAttemptsExceeded: {
    ar: 'محاولات خاطئة كثيرة. اطلب رمزًا جديدًا.',
    en: 'Too many wrong attempts. Request a new code.',
    tr: 'Çok fazla hatalı deneme. Yeni bir kod isteyin.',
    ur: 'بہت زیادہ غلط کوششیں۔ نیا کوڈ منگوائیں۔',
  },
  wrongCredentials: {
    ar: 'بيانات الدخول غير صحيحة.',
    en: 'These credentials do not match our records.',
    tr: 'Bu bilgiler kayıtlarımızla eşleşmiyor.',
    ur: 'یہ معلومات ہمارے ریکارڈ سے میل نہیں کھاتیں۔',
  },
  socialTokenInvalid: {
    ar: 'تعذر التحقق من تسجيل الدخول. حاول مرة أخرى.',
    en: 'The sign-in could not be verified. Please try again.',
    tr: 'Giriş doğrulanamadı. Lütfen tekrar deneyin.',
    ur: 'سائن ان کی تصدیق نہیں ہو سکی۔ براہ کرم دوبارہ کوشش کریں۔',
  },
  emailTaken: {
    ar: 'البريد الإلكتروني مستخدم من قبل.',
    en: 'This e-mail address is already in use.',
    tr: 'Bu e-posta adresi zaten kullanılıyor.',
    ur: 'یہ ای میل پتہ پہلے سے استعمال میں ہے۔',
  },
  mobileTaken: {
    ar: 'رقم الجوال مستخدم لحساب آخر.',
    en: 'This mobile number already has an account.',
    tr: 'Bu cep telefonu numarasının zaten bir hesabı var.',
    ur: 'اس موبائل نمبر کا پہلے سے اکاؤنٹ موجود ہے۔',
  },
  passwordMismatch: {
    ar: 'تأكيد كلمة المرور لا يطابق.',
    en: 'The password confirmation does not match.',
    tr: 'Şifre onayı eşleşmiyor.',
    ur: 'پاس ورڈ کی تصدیق میل نہیں کھاتی۔',
  },
  wrongOldPassword: { ar: 'كلمة المرور الحالية غير صحيحة.', en: 'The current password is incorrect.', tr: 'Mevcut şifre hatalı.', ur: 'موجودہ پاس ورڈ غلط ہے۔' },
  ibanInvalid: {
    ar: 'رقم الآيبان غير صحيح: يجب أن يبدأ بـ SA ويتبعه 22 رقمًا بخانات تحقق صحيحة.',
    en: 'The IBAN is not valid: SA followed by 22 digits with correct check digits.',
    tr: 'IBAN geçerli değil: SA ve ardından doğru kontrol basamaklı 22 rakam olmalı.',
    ur: 'IBAN درست نہیں: SA کے بعد درست چیک ہندسوں کے ساتھ 22 ہندسے ہونے چاہییں۔',
  },
  ibanBankMismatch: {
    ar: 'رقم الآيبان لا يتبع البنك المختار.',
    en: 'The IBAN does not belong to the selected bank.',
    tr: 'IBAN seçilen bankaya ait değil.',
    ur: 'یہ IBAN منتخب بینک کا نہیں ہے۔',
  },
  slotTaken: { ar: 'هذا الوقت لم يعد متاحًا.', en: 'This time is no longer available.', tr: 'Bu saat artık müsait değil.', ur: 'یہ وقت اب دستیاب نہیں ہے۔' },
  invalidTransition: {
    ar: 'لا يمكن تنفيذ هذا الإجراء على حجز بهذه الحالة.',
    en: 'This action is not possible for a reservation in this status.',
    tr: 'Bu durumdaki bir rezervasyon için bu işlem yapılamaz.',
    ur: 'اس حالت والی بکنگ پر یہ عمل ممکن نہیں۔',
  },
  notStartedYet: {
    ar: 'لا يمكن إكمال الحجز أو تسجيل عدم الحضور قبل موعده.',
    en: 'A reservation cannot be completed or marked as no-show before it starts.',
    tr: 'Bir rezervasyon başlamadan tamamlanamaz veya gelmedi olarak işaretlenemez.',
    ur: 'بکنگ شروع ہونے سے پہلے اسے مکمل یا غیر حاضر نشان زد نہیں کیا جا سکتا۔',
  },
  hasUpcoming: {
    ar: 'توجد حجوزات قادمة. ألغها أو انقلها أولًا.',
    en: 'There are upcoming reservations. Cancel or move them first.',
    tr: 'Yaklaşan rezervasyonlar var. Önce bunları iptal edin veya taşıyın.',
    ur: 'آنے والی بکنگز موجود ہیں۔ پہلے انہیں منسوخ یا منتقل کریں۔',
  },
  salonLimit: {
    ar: 'باقتك تسمح بـ {max} صالونات. قم بالترقية لإضافة المزيد.',
    en: 'Your package allows {max} salons. Upgrade to add more.',
    tr: 'Paketiniz {max} salona izin veriyor. Daha fazlası için yükseltin.',
    ur: 'آپ کا پیکج {max} سیلونز کی اجازت دیتا ہے۔ مزید کے لیے اپ گریڈ کریں۔',
  },
  barberLimit: {
    ar: 'باقتك تسمح بـ {max} حلاقين نشطين. قم بالترقية لإضافة المزيد.',
    en: 'Your package allows {max} active barbers. Upgrade to add more.',
    tr: 'Paketiniz {max} aktif berbere izin veriyor. Daha fazlası için yükseltin.',
    ur: 'آپ کا پیکج {max} فعال حجاموں کی اجازت دیتا ہے۔ مزید کے لیے اپ گریڈ کریں۔',
  },
  usageOverLimit: {
    ar: 'عدد صالوناتك أو حلاقيك الحالي يتجاوز حدود هذه الباقة.',
    en: "Your current salons or barbers exceed this package's limits.",
    tr: 'Mevcut salon veya berber sayınız bu paketin sınırlarını aşıyor.',
    ur: 'آپ کے موجودہ سیلونز یا حجام اس پیکج کی حد سے زیادہ ہیں۔',
  },
  insufficientBalance: {
    ar: 'المبلغ يتجاوز رصيدك البالغ {balance} ر.س.',
    en: 'The amount exceeds your balance of SAR {balance}.',
    tr: 'Tutar, {balance} SAR olan bakiyenizi aşıyor.',
    ur: 'رقم آپ کے {balance} ریال کے بیلنس سے زیادہ ہے۔',
  },
  amountOverBalance: { ar: 'المبلغ يتجاوز رصيدك.', en: 'The amount exceeds your balance.', tr: 'Tutar bakiyenizi aşıyor.', ur: 'رقم آپ کے بیلنس سے زیادہ ہے۔' },
  bankAccountRequired: { ar: 'أضف حسابًا بنكيًا أولًا.', en: 'Add a bank account first.', tr: 'Önce bir banka hesabı ekleyin.', ur: 'پہلے بینک اکاؤنٹ شامل کریں۔' },
  idempotencyReused: {
    ar: 'مفتاح التكرار مستخدم لطلب مختلف.',
    en: 'This Idempotency-Key was already used for a different request.',
    tr: 'Bu Idempotency-Key farklı bir istek için zaten kullanıldı.',
    ur: 'یہ Idempotency-Key پہلے ہی کسی مختلف درخواست کے لیے استعمال ہو چکی ہے۔',
  },
  unsupportedFileType: {
    ar: 'صيغة الملف غير مدعومة. الصيغ المسموحة: png وjpg وjpeg وgif وsvg.',
    en: 'Unsupported file type. Allowed: png, jpg, jpeg, gif, svg.',
    tr: 'Desteklenmeyen dosya türü. İzin verilenler: png, jpg, jpeg, gif, svg.',
    ur: 'غیر معاون فائل کی قسم۔ اجازت شدہ: png، jpg، jpeg، gif، svg۔',
  },
  fileTooLarge: { ar: 'حجم الملف يتجاوز 5 ميجابايت.', en: 'The file is larger than 5 MB.', tr: "Dosya 5 MB'tan büyük.", ur: 'فائل 5 MB سے بڑی ہے۔' },
  startsAtPast: { ar: 'لا يمكن الحجز في وقت مضى.', en: 'The start time is in the past.', tr: 'Başlangıç saati geçmişte.', ur: 'شروع ہونے کا وقت گزر چکا ہے۔' },
  startsAtUnavailable: {
    ar: 'هذا الوقت خارج ساعات عمل الحلاق أو لا يوافق فترات الحجز.',
    en: "This time is outside the barber's working hours or off the booking grid.",
    tr: 'Bu saat berberin çalışma saatleri dışında veya randevu aralığına uymuyor.',
    ur: 'یہ وقت حجام کے کام کے اوقات سے باہر ہے یا بکنگ کے وقفوں پر نہیں۔',
  },
  barberNotInSalon: {
    ar: 'الحلاق لا يعمل في هذا الصالون أو غير نشط.',
    en: 'The barber does not work in this salon or is inactive.',
    tr: 'Berber bu salonda çalışmıyor veya aktif değil.',
    ur: 'حجام اس سیلون میں کام نہیں کرتا یا غیر فعال ہے۔',
  },
  serviceNotOffered: {
    ar: 'إحدى الخدمات غير متاحة لدى هذا الحلاق.',
    en: 'One of the services is not offered by this barber.',
    tr: 'Hizmetlerden biri bu berber tarafından sunulmuyor.',
    ur: 'خدمات میں سے ایک یہ حجام فراہم نہیں کرتا۔',
  },
  rangeTooLong: { ar: 'المدة لا تتجاوز 14 يومًا.', en: 'The range may span at most 14 days.', tr: 'Aralık en fazla 14 gün olabilir.', ur: 'مدت زیادہ سے زیادہ 14 دن ہو سکتی ہے۔' },
  serviceSalonLocked: {
    ar: 'لا يمكن نقل خدمة لها حجوزات إلى صالون آخر.',
    en: 'A service with reservations cannot move to another salon.',
    tr: 'Rezervasyonu olan bir hizmet başka salona taşınamaz.',
    ur: 'جس خدمت کی بکنگز ہوں اسے دوسرے سیلون میں منتقل نہیں کیا جا سکتا۔',
  },
} satisfies Record<string, Texts>;

export type MessageKey = keyof typeof MESSAGES;

/** The message in the locale, with `{name}` placeholders filled in. */
export function say(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
