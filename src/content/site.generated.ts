/* Generated from schemas/*.schema.json and the section fragments (src/sections/<folder>/<folder>.schema.json) by `npm run types`. Do not edit: change the schema and run it again. */

/**
 * One section of a page; its type decides what it shows.
 */
export type Section =
  | AboutSection
  | BadgesSection
  | BannerSection
  | ContactFormSection
  | DecorationSection
  | DocumentSection
  | FeaturesSection
  | GamesSection
  | HeroSection
  | HowToUseSection
  | LogoCarouselSection
  | LogoGridSection
  | PageHeaderSection
  | ReviewsSection
  | SkillGamesSection
  | StatsSection
  | StepsSection;
/**
 * A paragraph (plain text), or `list:` with bullet items, or `numbered:` with numbered items.
 */
export type Block =
  | string
  | {
      /**
       * Bullet points, one line of text each.
       *
       * @minItems 1
       *
       * Items: A paragraph. You may use **strong**, *emphasis* and [a link](/contact); no HTML.
       */
      list?: string[];
      /**
       * Numbered points, one line of text each.
       *
       * @minItems 1
       *
       * Items: A paragraph. You may use **strong**, *emphasis* and [a link](/contact); no HTML.
       */
      numbered?: string[];
    };
/**
 * The paragraphs.
 *
 * @minItems 1
 */
export type Blocks = Block[];
/**
 * The notice's text.
 *
 * @minItems 1
 */
export type Blocks1 = Block[];
/**
 * Paragraphs before the first part.
 *
 * @minItems 1
 */
export type Blocks2 = Block[];
/**
 * The part's paragraphs and lists.
 *
 * @minItems 1
 */
export type Blocks3 = Block[];
/**
 * How many items show at once on each range of screen widths.
 *
 * @minItems 1
 */
export type CarouselBreakpoints = CarouselBreakpoint[];
/**
 * How many items show at once on each range of screen widths.
 *
 * @minItems 1
 */
export type CarouselBreakpoints1 = CarouselBreakpoint[];
/**
 * The page's sections, top to bottom.
 *
 * @minItems 1
 */
export type Sections = Section[];
/**
 * The page's sections, top to bottom.
 *
 * @minItems 1
 */
export type Sections1 = Section[];

/**
 * Everything the public website shows and how it behaves: brand, pages and their sections, navigation, footer, messages and timings.
 */
export interface Site {
  brand: Brand;
  api: Api;
  downloads: Downloads;
  loader: Loader;
  notices: Notices;
  layout: Layout;
  carouselControls: CarouselControls;
  navigation: Navigation;
  footer: Footer;
  contact: ContactSettings;
  privacy: Privacy;
  compliance: Compliance;
  pages: Pages;
  notFound: NotFoundPage;
}
/**
 * The brand's name, logo and web address.
 */
export interface Brand {
  /**
   * The brand name, used in page titles and the copyright line.
   */
  name: string;
  logo: Image;
  /**
   * What screen readers say for the logo link, e.g. SkillStrike home.
   */
  homeLabel?: string;
  /**
   * The public address of the site, used for canonical links, e.g. https://www.skillstrike.in
   */
  origin: string;
  /**
   * The page language, e.g. en-IN.
   */
  lang: string;
  /**
   * The browser bar colour on phones, e.g. #070b16.
   */
  themeColor?: string;
  /**
   * One sentence about the brand, for search engines and the installed app, e.g. India's #1 skill-based gaming zone.
   */
  description: string;
  shareCard: ShareCard;
  /**
   * The brand's official profiles (search engines link them to the brand).
   *
   * Items: A profile address.
   */
  sameAs?: string[];
  /**
   * The square brand mark (SVG) used for the browser tab icon and the installed app's icons.
   */
  icon: string;
}
/**
 * The logo in the navigation bar; it links to the home page.
 */
export interface Image {
  /**
   * Path of an image file under public/, e.g. /images/logo.svg
   */
  src: string;
  /**
   * What the image shows, for screen readers and when it fails to load.
   */
  alt?: string;
  /**
   * true when the image is only decoration and screen readers should skip it (then leave out alt).
   */
  decorative?: boolean;
}
/**
 * The picture shown when a page is shared on social media or in chat apps; the build draws it from these images (1200 x 630).
 */
export interface ShareCard {
  /**
   * The card's background image.
   */
  background: string;
  /**
   * The illustration on the card's right side.
   */
  art: string;
  /**
   * What the card shows, for people who cannot see it.
   */
  alt: string;
}
/**
 * Where the site's two public calls go.
 */
export interface Api {
  /**
   * The API server; empty means the same server as the site.
   */
  host: string;
  /**
   * Path of the contact-message call.
   */
  contactPath: string;
  /**
   * Path of the Android app download.
   */
  apkPath: string;
  errors: ApiErrors;
}
/**
 * What the server answers, as {success: false, message}, when a call under /api/ goes wrong outside the contact form's own checks.
 */
export interface ApiErrors {
  /**
   * When nothing answers at the address called.
   */
  notFound: string;
  /**
   * When the request itself cannot be read (a broken address, headers or body).
   */
  badRequest: string;
  /**
   * When the request took too long to arrive.
   */
  timeout: string;
  /**
   * When a resumed download asks for a part of the file that does not exist.
   */
  rangeNotSatisfiable: string;
  /**
   * When the Android app file is being replaced on the server at this moment.
   */
  apkUpdating: string;
  /**
   * When one address (often a whole office or mobile network) has more connections open than the server allows one address.
   */
  tooManyConnections: string;
  /**
   * When something went wrong on the server's side.
   */
  internal: string;
}
/**
 * The Android and iOS download buttons.
 */
export interface Downloads {
  /**
   * What screen readers say for a group of download buttons, e.g. Download the app.
   */
  label: string;
  android: AndroidDownload;
  ios: IosDownload;
}
/**
 * The Android button: it opens the APK download in a new tab.
 */
export interface AndroidDownload {
  /**
   * Button text, e.g. Download for Android.
   */
  label: string;
  /**
   * Small icon before the label.
   */
  icon: string;
  /**
   * Said to screen readers after the label, e.g. (opens in a new tab).
   */
  newTabNote?: string;
  apk: ApkFile;
}
/**
 * The Android app file the button downloads.
 */
export interface ApkFile {
  /**
   * Where the APK lives, relative to the project folder (operators can override with APK_PATH). If it is missing, the download answers with a friendly page.
   */
  file: string;
  /**
   * The app version, e.g. 1.0.0.
   */
  version: string;
  /**
   * The file name visitors save; {version} becomes the version, e.g. SkillStrike-{version}.apk
   */
  downloadName: string;
  /**
   * Words before the file's SHA-256 checksum under the button, e.g. SHA-256.
   */
  checksumLabel: string;
  /**
   * Title of the page shown when the APK is not available.
   */
  missingTitle: string;
  /**
   * Text of the page shown when the APK is not available.
   */
  missingText: string;
}
/**
 * The iOS button: it opens the coming-soon dialog and makes no call.
 */
export interface IosDownload {
  /**
   * Button text, e.g. Download for iOS.
   */
  label: string;
  /**
   * Small icon before the label.
   */
  icon: string;
  dialog: ComingSoonDialog;
}
/**
 * The dialog shown when the iOS button is pressed.
 */
export interface ComingSoonDialog {
  /**
   * The dialog's message.
   */
  message: string;
  /**
   * The label of the button that closes it.
   */
  ok: string;
}
/**
 * The full-screen loading image shown when the site opens.
 */
export interface Loader {
  image: Image1;
  /**
   * The page background; the loader stays until it has loaded.
   */
  background: string;
  /**
   * How long the loader stays after the background has loaded, in milliseconds.
   */
  delayMs: number;
  /**
   * What screen readers hear while loading, e.g. Loading.
   */
  label: string;
}
/**
 * The loading image.
 */
export interface Image1 {
  /**
   * Path of an image file under public/, e.g. /images/logo.svg
   */
  src: string;
  /**
   * What the image shows, for screen readers and when it fails to load.
   */
  alt?: string;
  /**
   * true when the image is only decoration and screen readers should skip it (then leave out alt).
   */
  decorative?: boolean;
}
/**
 * The notification area (success and error notices).
 */
export interface Notices {
  /**
   * Where notices appear.
   */
  position: 'top-right' | 'top-left' | 'top-center' | 'bottom-right' | 'bottom-left' | 'bottom-center';
  /**
   * How long a notice stays, in milliseconds.
   */
  autoCloseMs: number;
  /**
   * true to stop the countdown while the pointer is over a notice.
   */
  pauseOnHover: boolean;
  /**
   * true to stop the countdown while the window is not focused.
   */
  pauseOnFocusLoss: boolean;
  /**
   * true to let visitors swipe a notice away.
   */
  swipeToDismiss: boolean;
  /**
   * What screen readers call the notification area, e.g. Notifications Alt+T (Alt+T moves to it).
   */
  label: string;
  /**
   * What screen readers call a notice's close button (a cross), e.g. Close this notice.
   */
  closeLabel: string;
  /**
   * What screen readers call the bar that shows how long a notice stays, e.g. Time until this notice closes.
   */
  timerLabel: string;
}
/**
 * Screen widths where the layout changes, and the scroll distance that counts as scrolled.
 */
export interface Layout {
  /**
   * Screens this wide or narrower get the mobile layout (collapsed menu, download bar); wider screens also show decorative sections.
   */
  mobileMaxWidth: number;
  /**
   * Screens this wide or narrower get the narrow footer background.
   */
  footerImageMaxWidth: number;
  /**
   * Once the page has scrolled more than this many pixels it counts as scrolled.
   */
  scrollThreshold: number;
}
/**
 * Words on the buttons of every carousel (for visitors and screen readers).
 */
export interface CarouselControls {
  /**
   * Label of the button that stops a moving carousel, e.g. Pause.
   */
  pause: string;
  /**
   * Label of the button that starts it again, e.g. Play.
   */
  play: string;
  /**
   * Label of the previous arrow, e.g. Previous slide.
   */
  previous: string;
  /**
   * Label of the next arrow, e.g. Next slide.
   */
  next: string;
  /**
   * How a slide is announced; {n} and {total} become numbers, e.g. {n} of {total}.
   */
  slide: string;
  /**
   * Label of a pagination dot; {n} becomes its number, e.g. Go to slide {n}.
   */
  goTo: string;
}
/**
 * The navigation bar.
 */
export interface Navigation {
  /**
   * What screen readers call the navigation, e.g. Main.
   */
  label: string;
  /**
   * What screen readers say for the menu toggle on small screens, e.g. Menu.
   */
  menuLabel: string;
  /**
   * The first link on every page, shown when a keyboard user presses Tab: it jumps past the navigation to the page's content, e.g. Skip to content.
   */
  skipLink: string;
  /**
   * The links, in order. /#games scrolls to the section with id games on the home page.
   *
   * @minItems 1
   */
  items: Link[];
  language?: LanguageSwitcher;
}
/**
 * A link with its visible label.
 */
export interface Link {
  /**
   * The words visitors click.
   */
  label: string;
  /**
   * Where the link goes: a page of this site such as /contact, a section of a page such as /#games, https://..., mailto:... or tel:...
   */
  to: string;
}
/**
 * The link to the same page in the site's other language (when site.hi.yaml exists), and the suggestion shown to a visitor whose browser asks for that language first. Written in the language the link leads to: on English pages हिन्दी; its Hindi form in site.hi.yaml is English.
 */
export interface LanguageSwitcher {
  /**
   * The switcher's link text, the other language's name in that language, e.g. हिन्दी.
   */
  label: string;
  /**
   * Shown once under the header to a visitor whose browser prefers the other language, beside the switcher's link, e.g. यह पेज हिन्दी में भी है।
   */
  suggestion: string;
  /**
   * The button that closes the suggestion and keeps this language, e.g. नहीं, धन्यवाद
   */
  dismiss: string;
}
/**
 * The footer on every page.
 */
export interface Footer {
  /**
   * A short line under the footer logo.
   */
  tagline?: string;
  /**
   * Columns of links.
   *
   * @minItems 1
   */
  columns: FooterColumn[];
  /**
   * Heading over the social links, e.g. Follow us.
   */
  socialLabel: string;
  /**
   * Social links; they open in a new tab.
   */
  social: SocialLink[];
  /**
   * Said to screen readers after links that open a new tab, e.g. (opens in a new tab).
   */
  newTabNote: string;
  /**
   * The copyright line; {year} becomes the current year. Shown on wide screens only.
   */
  copyright: string;
  background: FooterBackground;
}
/**
 * One column of footer links.
 */
export interface FooterColumn {
  /**
   * The column's heading.
   */
  heading: string;
  /**
   * The column's links.
   *
   * @minItems 1
   */
  links: Link[];
}
/**
 * One social link.
 */
export interface SocialLink {
  /**
   * What the link is, e.g. Watch us on our video channel.
   */
  label: string;
  /**
   * The web address.
   */
  href: string;
  /**
   * The icon shown.
   */
  icon: string;
}
/**
 * Footer background images for wide and narrow screens.
 */
export interface FooterBackground {
  /**
   * Background on screens wider than layout.footerImageMaxWidth.
   */
  wide: string;
  /**
   * Background on narrower screens.
   */
  narrow: string;
}
/**
 * The contact form: its labels, its rules and every message it can show. The browser form and the server both use these rules.
 */
export interface ContactSettings {
  fields: ContactFields;
  submit: ContactSubmit;
  outcomes: ContactOutcomes;
  messages: ContactMessages;
  server: ContactServerMessages;
  notification: ContactNotification;
  antiSpam: ContactAntiSpam;
  rateLimit: ContactRateLimit;
  /**
   * How long the form waits for the server before it shows the no-response message, in milliseconds.
   */
  requestTimeoutMs: number;
}
/**
 * The six fields, with their labels and the message shown under each when it is wrong.
 */
export interface ContactFields {
  firstName: TextField;
  lastName: TextField1;
  email: EmailField;
  mobileNumber: PhoneField;
  subject: TextField2;
  message: TextField3;
}
/**
 * First Name.
 */
export interface TextField {
  /**
   * The field's visible label.
   */
  label: string;
  /**
   * Shown when the field is left empty.
   */
  required: string;
  /**
   * The most characters the field takes (the form and the server both enforce it).
   */
  maxLength: number;
  /**
   * Show the field as a text area this many rows high.
   */
  rows?: number;
  /**
   * true to allow line breaks (only for longer texts such as the message).
   */
  multiline?: boolean;
}
/**
 * Last Name.
 */
export interface TextField1 {
  /**
   * The field's visible label.
   */
  label: string;
  /**
   * Shown when the field is left empty.
   */
  required: string;
  /**
   * The most characters the field takes (the form and the server both enforce it).
   */
  maxLength: number;
  /**
   * Show the field as a text area this many rows high.
   */
  rows?: number;
  /**
   * true to allow line breaks (only for longer texts such as the message).
   */
  multiline?: boolean;
}
/**
 * Email Address.
 */
export interface EmailField {
  /**
   * The field's visible label.
   */
  label: string;
  /**
   * Shown when the field is left empty.
   */
  required: string;
  /**
   * Shown when the address is not a valid email address.
   */
  invalid: string;
  /**
   * The most characters an email address may have.
   */
  maxLength: number;
}
/**
 * Phone Number.
 */
export interface PhoneField {
  /**
   * The field's visible label.
   */
  label: string;
  /**
   * Shown when the field is left empty.
   */
  required: string;
  /**
   * Shown when the number has anything but digits.
   */
  numeric: string;
  /**
   * The fewest digits a phone number may have.
   */
  minDigits: number;
  /**
   * Shown when the number has fewer than minDigits digits.
   */
  tooShort: string;
  /**
   * The most digits a phone number may have.
   */
  maxDigits: number;
  /**
   * Shown when the number has more than maxDigits digits.
   */
  tooLong: string;
}
/**
 * Subject (a one-row text area).
 */
export interface TextField2 {
  /**
   * The field's visible label.
   */
  label: string;
  /**
   * Shown when the field is left empty.
   */
  required: string;
  /**
   * The most characters the field takes (the form and the server both enforce it).
   */
  maxLength: number;
  /**
   * Show the field as a text area this many rows high.
   */
  rows?: number;
  /**
   * true to allow line breaks (only for longer texts such as the message).
   */
  multiline?: boolean;
}
/**
 * Your Message (a four-row text area).
 */
export interface TextField3 {
  /**
   * The field's visible label.
   */
  label: string;
  /**
   * Shown when the field is left empty.
   */
  required: string;
  /**
   * The most characters the field takes (the form and the server both enforce it).
   */
  maxLength: number;
  /**
   * Show the field as a text area this many rows high.
   */
  rows?: number;
  /**
   * true to allow line breaks (only for longer texts such as the message).
   */
  multiline?: boolean;
}
/**
 * The send button.
 */
export interface ContactSubmit {
  /**
   * Button text, e.g. Send Now.
   */
  label: string;
  /**
   * Button text while sending, e.g. Sending...
   */
  busyLabel: string;
  /**
   * Shown under the button where it cannot send: in a browser with JavaScript off, or when the page's code could not be loaded. Give another way to reach you, e.g. The button works once this page has loaded. If it stays grey, email or call us: our details are on this page.
   */
  waiting: string;
}
/**
 * The notices shown after the form is sent.
 */
export interface ContactOutcomes {
  /**
   * Shown when the message was sent; the form is then cleared.
   */
  success: string;
  /**
   * Shown when the server says it did not succeed and gives no message of its own.
   */
  failed: string;
  /**
   * Shown when the server answers with an error and gives no message of its own.
   */
  errorResponse: string;
  /**
   * Shown when the server does not answer.
   */
  noResponse: string;
  /**
   * Shown for any other failure.
   */
  unexpected: string;
}
/**
 * Messages shared by several fields; {label} becomes the field's label and {max} its limit.
 */
export interface ContactMessages {
  /**
   * Shown when a field is longer than its maxLength, e.g. {label} must be at most {max} characters.
   */
  tooLong: string;
  /**
   * Shown when a one-line field has a line break, e.g. {label} must be on one line.
   */
  oneLine: string;
}
/**
 * What the server answers (and the form shows) when a request cannot be taken.
 */
export interface ContactServerMessages {
  /**
   * The server's answer when a message is stored.
   */
  received: string;
  /**
   * When the request is not sent as JSON.
   */
  notJson: string;
  /**
   * When the request body is empty or not valid JSON.
   */
  badJson: string;
  /**
   * When the request body is too large.
   */
  tooLarge: string;
  /**
   * When the request has a field the form does not have; {field} becomes its name.
   */
  unknownField: string;
  /**
   * When a field is not text; {field} becomes its name.
   */
  notText: string;
  /**
   * When one address sends too many messages; {minutes} becomes the wait, with its unit in the page's language ("1 minute", "10 minutes", "10 मिनट").
   */
  rateLimited: string;
  /**
   * When the server could not store the message (the visitor should try again).
   */
  failed: string;
  /**
   * When the server is shutting down or not ready.
   */
  unavailable: string;
  /**
   * When the message store cannot take a message for a moment (it is locked, full or being repaired); the visitor should try again later.
   */
  storageUnavailable: string;
  /**
   * When a retry carries the same Idempotency-Key as an earlier message but different words.
   */
  idempotencyConflict: string;
  /**
   * When the Idempotency-Key header is empty or unusable.
   */
  idempotencyKeyInvalid: string;
}
/**
 * The email the support team receives for each message (the body lists the fields with their labels above).
 */
export interface ContactNotification {
  /**
   * The email's subject; {subject}, {firstName} and {lastName} become what the visitor wrote.
   */
  emailSubject: string;
  /**
   * The first line of the email, above the fields.
   */
  intro: string;
}
/**
 * Quiet spam filters: a hidden field people never fill, and a minimum time to fill the form. Suspected spam is stored, marked, never dropped.
 */
export interface ContactAntiSpam {
  /**
   * A form sent faster than this (in milliseconds) after it was shown is stored marked as suspected spam, and not sent on to the support team. Keep it short: a person who lets the browser fill the form can send it in about a second.
   */
  minFillMs: number;
}
/**
 * How many messages one address may send in a time window (operators can override with CONTACT_RATE_MAX and CONTACT_RATE_WINDOW_MINUTES).
 */
export interface ContactRateLimit {
  /**
   * Messages allowed per window.
   */
  max: number;
  /**
   * The window, in minutes.
   */
  windowMinutes: number;
}
/**
 * How long the server keeps what visitors send.
 */
export interface Privacy {
  /**
   * Months a person's messages are kept after their last one; then the server deletes them.
   */
  retentionMonths: number;
}
/**
 * The statements a real-money gaming site in India must carry: the risk disclaimer and 18+ notice beside every download button, the company and grievance officer in the footer, and a helpline on the Responsible Gaming page.
 */
export interface Compliance {
  /**
   * The risk statement shown beside every download button, in the mobile download bar and in the footer, e.g. This game involves an element of financial risk and may be addictive. Please play responsibly and at your own risk.
   */
  riskDisclaimer: string;
  ageNotice: AgeNotice;
  company: CompanyDetails;
  grievanceOfficer: GrievanceOfficer;
  helpline: Helpline;
}
/**
 * The 18+ notice shown beside the download buttons and in the footer.
 */
export interface AgeNotice {
  /**
   * The short mark in the round badge, e.g. 18+
   */
  badge: string;
  /**
   * The sentence beside the badge, e.g. Only for players aged 18 and above.
   */
  text: string;
}
/**
 * The legal entity behind the site, shown in the footer on every screen.
 */
export interface CompanyDetails {
  /**
   * The company's registered name, e.g. SkillStrike Gaming Private Limited.
   */
  legalName: string;
  /**
   * What the registration number is, e.g. CIN.
   */
  registrationLabel: string;
  /**
   * The company's registration number (CIN for a company in India), e.g. U62099DL2025PTC441872.
   */
  registrationNumber: string;
  /**
   * Words before the address, e.g. Registered office.
   */
  addressLabel: string;
  /**
   * The registered office's address on one line.
   */
  registeredAddress: string;
}
/**
 * The grievance officer the IT Rules ask for, shown in the footer on every screen.
 */
export interface GrievanceOfficer {
  /**
   * Words before the name, e.g. Grievance Officer.
   */
  label: string;
  /**
   * The officer's full name.
   */
  name: string;
  /**
   * The address complaints go to; it becomes a mailto: link.
   */
  email: string;
}
/**
 * A helpline for players who need support, shown on one page (the Responsible Gaming page).
 */
export interface Helpline {
  /**
   * The address of the page that shows the helpline, e.g. /gaming.
   */
  page: string;
  /**
   * The box's heading, e.g. Need to talk to someone?
   */
  heading: string;
  /**
   * Who answers, when, and that it is free and confidential.
   */
  text: string;
  /**
   * The numbers to call, each a tel: link.
   *
   * @minItems 1
   */
  numbers: HelplineNumber[];
}
/**
 * One number to call.
 */
export interface HelplineNumber {
  /**
   * The number as visitors read it, e.g. 1-800-891-4416.
   */
  display: string;
  /**
   * The digits a phone dials, e.g. 18008914416.
   */
  number: string;
}
/**
 * The pages of the site, by name. Each has its address, title, description and sections in order.
 */
export interface Pages {
  [k: string]: Page;
}
/**
 * One page: its address, browser title, description and sections.
 */
export interface Page {
  /**
   * The page's address, e.g. /contact
   */
  path: string;
  /**
   * The browser tab title and search result title.
   */
  title: string;
  /**
   * The summary search engines show (about 150 characters).
   */
  description: string;
  sections: Sections;
}
/**
 * The brand's logo beside a few paragraphs about it.
 */
export interface AboutSection {
  /**
   * The first day this is shown (YYYY-MM-DD); the daily rebuild publishes it that day. Leave out to show it now.
   */
  visibleFrom?: string;
  /**
   * The last day this is shown (YYYY-MM-DD); the daily rebuild removes it the day after. Leave out to show it with no end.
   */
  visibleUntil?: string;
  /**
   * Section type: about.
   */
  type: 'about';
  /**
   * A short name for the section, unique on the site; links such as /#games scroll to it.
   */
  id: string;
  /**
   * true to show this section only on screens wider than the mobile breakpoint (decoration).
   */
  desktopOnly?: boolean;
  /**
   * The section's heading.
   */
  heading: string;
  logo: Image2;
  body: Blocks;
}
/**
 * The logo or picture beside the text.
 */
export interface Image2 {
  /**
   * Path of an image file under public/, e.g. /images/logo.svg
   */
  src: string;
  /**
   * What the image shows, for screen readers and when it fails to load.
   */
  alt?: string;
  /**
   * true when the image is only decoration and screen readers should skip it (then leave out alt).
   */
  decorative?: boolean;
}
/**
 * Recognition badges in a row.
 */
export interface BadgesSection {
  /**
   * The first day this is shown (YYYY-MM-DD); the daily rebuild publishes it that day. Leave out to show it now.
   */
  visibleFrom?: string;
  /**
   * The last day this is shown (YYYY-MM-DD); the daily rebuild removes it the day after. Leave out to show it with no end.
   */
  visibleUntil?: string;
  /**
   * Section type: badges.
   */
  type: 'badges';
  /**
   * A short name for the section, unique on the site; links such as /#games scroll to it.
   */
  id: string;
  /**
   * true to show this section only on screens wider than the mobile breakpoint (decoration).
   */
  desktopOnly?: boolean;
  /**
   * A heading for the row; shown to screen readers only when `showHeading` is false.
   */
  heading: string;
  /**
   * true to show the heading on screen.
   */
  showHeading?: boolean;
  /**
   * The badges, in order.
   *
   * @minItems 1
   * @maxItems 8
   */
  badges: Badge[];
}
/**
 * One badge.
 */
export interface Badge {
  image: Image3;
  /**
   * The badge's words, e.g. DPIIT recognised.
   */
  label: string;
}
/**
 * The badge image.
 */
export interface Image3 {
  /**
   * Path of an image file under public/, e.g. /images/logo.svg
   */
  src: string;
  /**
   * What the image shows, for screen readers and when it fails to load.
   */
  alt?: string;
  /**
   * true when the image is only decoration and screen readers should skip it (then leave out alt).
   */
  decorative?: boolean;
}
/**
 * A campaign banner with its own dates: a headline, a line of text and one button, on a brand colour, with an optional picture beside the words.
 */
export interface BannerSection {
  /**
   * The campaign's first day (YYYY-MM-DD); the daily rebuild publishes the banner that day.
   */
  visibleFrom: string;
  /**
   * The campaign's last day (YYYY-MM-DD); the daily rebuild removes the banner the day after.
   */
  visibleUntil: string;
  /**
   * Section type: banner.
   */
  type: 'banner';
  /**
   * A short name for the section, unique on the site; links such as /#new-year-cup scroll to it.
   */
  id: string;
  /**
   * true to show this banner only on screens wider than the mobile breakpoint.
   */
  desktopOnly?: boolean;
  /**
   * The banner's colour, from the brand palette; the words take a colour that reads well on it.
   */
  color: 'violet' | 'navy' | 'gold' | 'cyan';
  /**
   * The campaign in a few words, e.g. New Year Cup: ₹5 lakh in prizes.
   */
  headline: string;
  /**
   * A paragraph. You may use **strong**, *emphasis* and [a link](/contact); no HTML.
   */
  text?: string;
  action: Link1;
  image?: Image4;
}
/**
 * A link with its visible label.
 */
export interface Link1 {
  /**
   * The words visitors click.
   */
  label: string;
  /**
   * Where the link goes: a page of this site such as /contact, a section of a page such as /#games, https://..., mailto:... or tel:...
   */
  to: string;
}
/**
 * A picture beside the words (hidden on phones); usually decorative: true.
 */
export interface Image4 {
  /**
   * Path of an image file under public/, e.g. /images/logo.svg
   */
  src: string;
  /**
   * What the image shows, for screen readers and when it fails to load.
   */
  alt?: string;
  /**
   * true when the image is only decoration and screen readers should skip it (then leave out alt).
   */
  decorative?: boolean;
}
/**
 * The contact form with the company's contact details and the personal-data notice beside it. Labels, rules and messages come from `contact` at the top of site.yaml.
 */
export interface ContactFormSection {
  /**
   * The first day this is shown (YYYY-MM-DD); the daily rebuild publishes it that day. Leave out to show it now.
   */
  visibleFrom?: string;
  /**
   * The last day this is shown (YYYY-MM-DD); the daily rebuild removes it the day after. Leave out to show it with no end.
   */
  visibleUntil?: string;
  /**
   * Section type: contactForm.
   */
  type: 'contactForm';
  /**
   * A short name for the section, unique on the site; links such as /#games scroll to it.
   */
  id: string;
  /**
   * true to show this section only on screens wider than the mobile breakpoint (decoration).
   */
  desktopOnly?: boolean;
  /**
   * What screen readers call the form, e.g. Contact form.
   */
  formLabel: string;
  /**
   * A line above the fields, e.g. All fields are required.
   */
  requiredNote?: string;
  info: ContactInfo;
  privacy: ContactPrivacy;
}
/**
 * The company's contact details beside the form.
 */
export interface ContactInfo {
  /**
   * The panel's heading.
   */
  heading: string;
  email: ContactEmail;
  phone: ContactPhone;
  address: ContactAddress;
}
/**
 * The company email.
 */
export interface ContactEmail {
  /**
   * Words before it, e.g. Email.
   */
  label: string;
  /**
   * The email address.
   */
  address: string;
}
/**
 * The company phone number.
 */
export interface ContactPhone {
  /**
   * Words before it, e.g. Phone.
   */
  label: string;
  /**
   * The number to dial, with country code and digits only, e.g. +911145678900.
   */
  number: string;
  /**
   * The number as shown, e.g. +91 11 4567 8900.
   */
  display: string;
}
/**
 * The office address.
 */
export interface ContactAddress {
  /**
   * Words before it, e.g. Office.
   */
  label: string;
  /**
   * The address, one line each.
   *
   * @minItems 1
   *
   * Items: Text shown to visitors.
   */
  lines: string[];
}
/**
 * The short personal-data notice (what is collected, why, how long it is kept, whom to ask for deletion).
 */
export interface ContactPrivacy {
  /**
   * Text shown to visitors.
   */
  heading: string;
  body: Blocks1;
}
/**
 * A purely decorative image band between sections, such as a neon divider. Screen readers skip it; set desktopOnly: true to keep it off small screens.
 */
export interface DecorationSection {
  /**
   * The first day this is shown (YYYY-MM-DD); the daily rebuild publishes it that day. Leave out to show it now.
   */
  visibleFrom?: string;
  /**
   * The last day this is shown (YYYY-MM-DD); the daily rebuild removes it the day after. Leave out to show it with no end.
   */
  visibleUntil?: string;
  /**
   * Section type: decoration.
   */
  type: 'decoration';
  /**
   * A short name for the section, unique on the site; links such as /#games scroll to it.
   */
  id: string;
  /**
   * true to show this section only on screens wider than the mobile breakpoint (decoration).
   */
  desktopOnly?: boolean;
  image: Image5;
}
/**
 * The decorative image; mark it decorative: true.
 */
export interface Image5 {
  /**
   * Path of an image file under public/, e.g. /images/logo.svg
   */
  src: string;
  /**
   * What the image shows, for screen readers and when it fails to load.
   */
  alt?: string;
  /**
   * true when the image is only decoration and screen readers should skip it (then leave out alt).
   */
  decorative?: boolean;
}
/**
 * A long text such as a policy: a title, short lines under it, an introduction and numbered parts with headings.
 */
export interface DocumentSection {
  /**
   * The first day this is shown (YYYY-MM-DD); the daily rebuild publishes it that day. Leave out to show it now.
   */
  visibleFrom?: string;
  /**
   * The last day this is shown (YYYY-MM-DD); the daily rebuild removes it the day after. Leave out to show it with no end.
   */
  visibleUntil?: string;
  /**
   * Section type: document.
   */
  type: 'document';
  /**
   * A short name for the section, unique on the site; links such as /#games scroll to it.
   */
  id: string;
  /**
   * true to show this section only on screens wider than the mobile breakpoint (decoration).
   */
  desktopOnly?: boolean;
  /**
   * Text shown to visitors.
   */
  title: string;
  /**
   * Short lines under the title, such as the effective and updated dates.
   *
   * Items: Text shown to visitors.
   */
  meta?: string[];
  intro?: Blocks2;
  /**
   * The parts of the document, each with a heading and its text.
   *
   * @minItems 1
   */
  sections: DocumentPart[];
}
/**
 * One part of the document.
 */
export interface DocumentPart {
  /**
   * Text shown to visitors.
   */
  heading: string;
  body: Blocks3;
}
/**
 * Tiles with an icon, a title and a short text, e.g. features or highlights.
 */
export interface FeaturesSection {
  /**
   * The first day this is shown (YYYY-MM-DD); the daily rebuild publishes it that day. Leave out to show it now.
   */
  visibleFrom?: string;
  /**
   * The last day this is shown (YYYY-MM-DD); the daily rebuild removes it the day after. Leave out to show it with no end.
   */
  visibleUntil?: string;
  /**
   * Section type: features.
   */
  type: 'features';
  /**
   * A short name for the section, unique on the site; links such as /#games scroll to it.
   */
  id: string;
  /**
   * true to show this section only on screens wider than the mobile breakpoint (decoration).
   */
  desktopOnly?: boolean;
  /**
   * Text shown to visitors.
   */
  heading: string;
  /**
   * A paragraph. You may use **strong**, *emphasis* and [a link](/contact); no HTML.
   */
  intro?: string;
  /**
   * The tiles, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  tiles: FeatureTile[];
}
/**
 * One tile.
 */
export interface FeatureTile {
  icon: Image6;
  /**
   * Text shown to visitors.
   */
  title: string;
  /**
   * A paragraph. You may use **strong**, *emphasis* and [a link](/contact); no HTML.
   */
  desc: string;
  /**
   * The tile's accent colour.
   */
  color: 'violet' | 'cyan' | 'gold' | 'pink' | 'emerald' | 'orange';
}
/**
 * The tile's icon.
 */
export interface Image6 {
  /**
   * Path of an image file under public/, e.g. /images/logo.svg
   */
  src: string;
  /**
   * What the image shows, for screen readers and when it fails to load.
   */
  alt?: string;
  /**
   * true when the image is only decoration and screen readers should skip it (then leave out alt).
   */
  decorative?: boolean;
}
/**
 * The games on offer: image sets that rotate, each with its description.
 */
export interface GamesSection {
  /**
   * The first day this is shown (YYYY-MM-DD); the daily rebuild publishes it that day. Leave out to show it now.
   */
  visibleFrom?: string;
  /**
   * The last day this is shown (YYYY-MM-DD); the daily rebuild removes it the day after. Leave out to show it with no end.
   */
  visibleUntil?: string;
  /**
   * Section type: games.
   */
  type: 'games';
  /**
   * A short name for the section, unique on the site; links such as /#games scroll to it.
   */
  id: string;
  /**
   * true to show this section only on screens wider than the mobile breakpoint (decoration).
   */
  desktopOnly?: boolean;
  /**
   * Text shown to visitors.
   */
  heading: string;
  /**
   * A paragraph. You may use **strong**, *emphasis* and [a link](/contact); no HTML.
   */
  intro?: string;
  /**
   * How long each image shows before the next, in milliseconds.
   */
  rotateMs: number;
  /**
   * Image sets, each shown with its title and description; each set rotates through its images.
   *
   * @minItems 1
   * @maxItems 4
   */
  sets: GameSet[];
  /**
   * Games and modes described under the images.
   *
   * @minItems 1
   * @maxItems 8
   */
  modes?: GameMode[];
}
/**
 * A set of images about one kind of game.
 */
export interface GameSet {
  /**
   * Text shown to visitors.
   */
  title: string;
  /**
   * A paragraph. You may use **strong**, *emphasis* and [a link](/contact); no HTML.
   */
  description: string;
  /**
   * The images it rotates through.
   *
   * @minItems 1
   */
  images: Image7[];
}
/**
 * An image: its file, and either alt text that says what it shows or `decorative: true`.
 */
export interface Image7 {
  /**
   * Path of an image file under public/, e.g. /images/logo.svg
   */
  src: string;
  /**
   * What the image shows, for screen readers and when it fails to load.
   */
  alt?: string;
  /**
   * true when the image is only decoration and screen readers should skip it (then leave out alt).
   */
  decorative?: boolean;
}
/**
 * One game or mode.
 */
export interface GameMode {
  /**
   * Text shown to visitors.
   */
  title: string;
  /**
   * A paragraph. You may use **strong**, *emphasis* and [a link](/contact); no HTML.
   */
  description: string;
}
/**
 * The first section of the home page: headline, tagline and the download buttons.
 */
export interface HeroSection {
  /**
   * The first day this is shown (YYYY-MM-DD); the daily rebuild publishes it that day. Leave out to show it now.
   */
  visibleFrom?: string;
  /**
   * The last day this is shown (YYYY-MM-DD); the daily rebuild removes it the day after. Leave out to show it with no end.
   */
  visibleUntil?: string;
  /**
   * Section type: hero.
   */
  type: 'hero';
  /**
   * A short name for the section, unique on the site; links such as /#games scroll to it.
   */
  id: string;
  /**
   * true to show this section only on screens wider than the mobile breakpoint (decoration).
   */
  desktopOnly?: boolean;
  /**
   * Text shown to visitors.
   */
  headline: string;
  /**
   * Text shown to visitors.
   */
  tagline: string;
  art?: Image8;
  /**
   * Text shown to visitors.
   */
  stickyBarText?: string;
}
/**
 * An image: its file, and either alt text that says what it shows or `decorative: true`.
 */
export interface Image8 {
  /**
   * Path of an image file under public/, e.g. /images/logo.svg
   */
  src: string;
  /**
   * What the image shows, for screen readers and when it fails to load.
   */
  alt?: string;
  /**
   * true when the image is only decoration and screen readers should skip it (then leave out alt).
   */
  decorative?: boolean;
}
/**
 * A how-to video with a poster image; without a video, the image alone.
 */
export interface HowToUseSection {
  /**
   * The first day this is shown (YYYY-MM-DD); the daily rebuild publishes it that day. Leave out to show it now.
   */
  visibleFrom?: string;
  /**
   * The last day this is shown (YYYY-MM-DD); the daily rebuild removes it the day after. Leave out to show it with no end.
   */
  visibleUntil?: string;
  /**
   * Section type: howToUse.
   */
  type: 'howToUse';
  /**
   * A short name for the section, unique on the site; links such as /#games scroll to it.
   */
  id: string;
  /**
   * true to show this section only on screens wider than the mobile breakpoint (decoration).
   */
  desktopOnly?: boolean;
  /**
   * Text shown to visitors.
   */
  heading: string;
  /**
   * A paragraph. You may use **strong**, *emphasis* and [a link](/contact); no HTML.
   */
  intro?: string;
  poster: Image9;
  video?: HowToUseVideo;
}
/**
 * An image: its file, and either alt text that says what it shows or `decorative: true`.
 */
export interface Image9 {
  /**
   * Path of an image file under public/, e.g. /images/logo.svg
   */
  src: string;
  /**
   * What the image shows, for screen readers and when it fails to load.
   */
  alt?: string;
  /**
   * true when the image is only decoration and screen readers should skip it (then leave out alt).
   */
  decorative?: boolean;
}
/**
 * The walkthrough video: its files, captions and length. It plays in place with the browser's own controls, never by itself, and downloads nothing until the visitor presses play.
 */
export interface HowToUseVideo {
  /**
   * The video files, best first: the browser plays the first it can, e.g. /media/how-to-use.webm then /media/how-to-use.mp4.
   *
   * @minItems 1
   * @maxItems 2
   *
   * Items: Path of a video file under public/, e.g. /media/how-to-use.mp4
   */
  sources: string[];
  /**
   * Path of the captions file (WebVTT, .vtt) in the site's language; shown by default.
   */
  captions: string;
  /**
   * Text shown to visitors.
   */
  captionsLabel: string;
  /**
   * How long the video is, in seconds; shown on the poster (e.g. 0:33) so visitors know before they play it.
   */
  durationSeconds: number;
}
/**
 * A carousel of logos, e.g. proud members.
 */
export interface LogoCarouselSection {
  /**
   * The first day this is shown (YYYY-MM-DD); the daily rebuild publishes it that day. Leave out to show it now.
   */
  visibleFrom?: string;
  /**
   * The last day this is shown (YYYY-MM-DD); the daily rebuild removes it the day after. Leave out to show it with no end.
   */
  visibleUntil?: string;
  /**
   * Section type: logoCarousel.
   */
  type: 'logoCarousel';
  /**
   * A short name for the section, unique on the site; links such as /#games scroll to it.
   */
  id: string;
  /**
   * true to show this section only on screens wider than the mobile breakpoint (decoration).
   */
  desktopOnly?: boolean;
  /**
   * Text shown to visitors.
   */
  heading: string;
  /**
   * How long each logo stays, in milliseconds.
   */
  autoplayMs: number;
  responsive: CarouselBreakpoints;
  /**
   * The logos, in order.
   *
   * @minItems 1
   * @maxItems 20
   */
  logos: Image7[];
}
/**
 * One range of screen widths.
 */
export interface CarouselBreakpoint {
  /**
   * A name for the range, e.g. desktop.
   */
  name: string;
  /**
   * The narrowest screen of the range.
   */
  minWidth: number;
  /**
   * The widest screen of the range.
   */
  maxWidth: number;
  /**
   * How many items show at once.
   */
  items: number;
}
/**
 * A row of logos, e.g. payment partners.
 */
export interface LogoGridSection {
  /**
   * The first day this is shown (YYYY-MM-DD); the daily rebuild publishes it that day. Leave out to show it now.
   */
  visibleFrom?: string;
  /**
   * The last day this is shown (YYYY-MM-DD); the daily rebuild removes it the day after. Leave out to show it with no end.
   */
  visibleUntil?: string;
  /**
   * Section type: logoGrid.
   */
  type: 'logoGrid';
  /**
   * A short name for the section, unique on the site; links such as /#games scroll to it.
   */
  id: string;
  /**
   * true to show this section only on screens wider than the mobile breakpoint (decoration).
   */
  desktopOnly?: boolean;
  /**
   * Text shown to visitors.
   */
  heading: string;
  /**
   * A paragraph. You may use **strong**, *emphasis* and [a link](/contact); no HTML.
   */
  intro?: string;
  /**
   * The logos, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  logos: Image7[];
}
/**
 * The title block at the top of an inner page, with an optional heading, introduction, picture and buttons.
 */
export interface PageHeaderSection {
  /**
   * The first day this is shown (YYYY-MM-DD); the daily rebuild publishes it that day. Leave out to show it now.
   */
  visibleFrom?: string;
  /**
   * The last day this is shown (YYYY-MM-DD); the daily rebuild removes it the day after. Leave out to show it with no end.
   */
  visibleUntil?: string;
  /**
   * Section type: pageHeader.
   */
  type: 'pageHeader';
  /**
   * A short name for the section, unique on the site; links such as /#games scroll to it.
   */
  id: string;
  /**
   * true to show this section only on screens wider than the mobile breakpoint (decoration).
   */
  desktopOnly?: boolean;
  /**
   * Text shown to visitors.
   */
  title: string;
  /**
   * Text shown to visitors.
   */
  heading?: string;
  /**
   * A paragraph. You may use **strong**, *emphasis* and [a link](/contact); no HTML.
   */
  intro?: string;
  image?: Image10;
  /**
   * Buttons under the introduction.
   *
   * @maxItems 3
   */
  actions?: Link[];
}
/**
 * An image: its file, and either alt text that says what it shows or `decorative: true`.
 */
export interface Image10 {
  /**
   * Path of an image file under public/, e.g. /images/logo.svg
   */
  src: string;
  /**
   * What the image shows, for screen readers and when it fails to load.
   */
  alt?: string;
  /**
   * true when the image is only decoration and screen readers should skip it (then leave out alt).
   */
  decorative?: boolean;
}
/**
 * A carousel of players' reviews.
 */
export interface ReviewsSection {
  /**
   * The first day this is shown (YYYY-MM-DD); the daily rebuild publishes it that day. Leave out to show it now.
   */
  visibleFrom?: string;
  /**
   * The last day this is shown (YYYY-MM-DD); the daily rebuild removes it the day after. Leave out to show it with no end.
   */
  visibleUntil?: string;
  /**
   * Section type: reviews.
   */
  type: 'reviews';
  /**
   * A short name for the section, unique on the site; links such as /#games scroll to it.
   */
  id: string;
  /**
   * true to show this section only on screens wider than the mobile breakpoint (decoration).
   */
  desktopOnly?: boolean;
  /**
   * Text shown to visitors.
   */
  heading: string;
  /**
   * A paragraph. You may use **strong**, *emphasis* and [a link](/contact); no HTML.
   */
  intro?: string;
  /**
   * How long before it moves on, in milliseconds.
   */
  autoplayMs: number;
  responsive: CarouselBreakpoints1;
  /**
   * The reviews, in order.
   *
   * @minItems 1
   * @maxItems 40
   */
  reviews: Review[];
}
/**
 * One player's review.
 */
export interface Review {
  /**
   * The first day this is shown (YYYY-MM-DD); the daily rebuild publishes it that day. Leave out to show it now.
   */
  visibleFrom?: string;
  /**
   * The last day this is shown (YYYY-MM-DD); the daily rebuild removes it the day after. Leave out to show it with no end.
   */
  visibleUntil?: string;
  /**
   * Text shown to visitors.
   */
  author: string;
  /**
   * Text shown to visitors.
   */
  text: string;
  avatar: Image11;
  stars: Image12;
}
/**
 * An image: its file, and either alt text that says what it shows or `decorative: true`.
 */
export interface Image11 {
  /**
   * Path of an image file under public/, e.g. /images/logo.svg
   */
  src: string;
  /**
   * What the image shows, for screen readers and when it fails to load.
   */
  alt?: string;
  /**
   * true when the image is only decoration and screen readers should skip it (then leave out alt).
   */
  decorative?: boolean;
}
/**
 * An image: its file, and either alt text that says what it shows or `decorative: true`.
 */
export interface Image12 {
  /**
   * Path of an image file under public/, e.g. /images/logo.svg
   */
  src: string;
  /**
   * What the image shows, for screen readers and when it fails to load.
   */
  alt?: string;
  /**
   * true when the image is only decoration and screen readers should skip it (then leave out alt).
   */
  decorative?: boolean;
}
/**
 * A 3D coverflow carousel of game slides; only the active slide's heading and text show.
 */
export interface SkillGamesSection {
  /**
   * The first day this is shown (YYYY-MM-DD); the daily rebuild publishes it that day. Leave out to show it now.
   */
  visibleFrom?: string;
  /**
   * The last day this is shown (YYYY-MM-DD); the daily rebuild removes it the day after. Leave out to show it with no end.
   */
  visibleUntil?: string;
  /**
   * Section type: skillGames.
   */
  type: 'skillGames';
  /**
   * A short name for the section, unique on the site; links such as /#games scroll to it.
   */
  id: string;
  /**
   * true to show this section only on screens wider than the mobile breakpoint (decoration).
   */
  desktopOnly?: boolean;
  /**
   * Text shown to visitors.
   */
  heading: string;
  /**
   * A paragraph. You may use **strong**, *emphasis* and [a link](/contact); no HTML.
   */
  intro?: string;
  /**
   * How long each slide stays before the next, in milliseconds.
   */
  autoplayMs: number;
  /**
   * How long the move to the next slide takes, in milliseconds.
   */
  speedMs: number;
  coverflow: CoverflowEffect;
  /**
   * The slides, in order.
   *
   * @minItems 1
   * @maxItems 20
   */
  slides: GameSlide[];
}
/**
 * The 3D look of the carousel.
 */
export interface CoverflowEffect {
  /**
   * How far side slides turn, in degrees.
   */
  rotate: number;
  /**
   * How far back side slides sit.
   */
  depth: number;
  /**
   * How strong the effect is.
   */
  modifier: number;
}
/**
 * One game slide.
 */
export interface GameSlide {
  /**
   * The first day this is shown (YYYY-MM-DD); the daily rebuild publishes it that day. Leave out to show it now.
   */
  visibleFrom?: string;
  /**
   * The last day this is shown (YYYY-MM-DD); the daily rebuild removes it the day after. Leave out to show it with no end.
   */
  visibleUntil?: string;
  image: Image13;
  /**
   * Text shown to visitors.
   */
  heading: string;
  /**
   * A paragraph. You may use **strong**, *emphasis* and [a link](/contact); no HTML.
   */
  description: string;
}
/**
 * An image: its file, and either alt text that says what it shows or `decorative: true`.
 */
export interface Image13 {
  /**
   * Path of an image file under public/, e.g. /images/logo.svg
   */
  src: string;
  /**
   * What the image shows, for screen readers and when it fails to load.
   */
  alt?: string;
  /**
   * true when the image is only decoration and screen readers should skip it (then leave out alt).
   */
  decorative?: boolean;
}
/**
 * Big numbers in a row, e.g. 8K users.
 */
export interface StatsSection {
  /**
   * The first day this is shown (YYYY-MM-DD); the daily rebuild publishes it that day. Leave out to show it now.
   */
  visibleFrom?: string;
  /**
   * The last day this is shown (YYYY-MM-DD); the daily rebuild removes it the day after. Leave out to show it with no end.
   */
  visibleUntil?: string;
  /**
   * Section type: stats.
   */
  type: 'stats';
  /**
   * A short name for the section, unique on the site; links such as /#games scroll to it.
   */
  id: string;
  /**
   * true to show this section only on screens wider than the mobile breakpoint (decoration).
   */
  desktopOnly?: boolean;
  /**
   * Text shown to visitors.
   */
  heading?: string;
  /**
   * The figures, in order.
   *
   * @minItems 1
   * @maxItems 6
   */
  items: Stat[];
}
/**
 * One figure and what it counts.
 */
export interface Stat {
  /**
   * Text shown to visitors.
   */
  value: string;
  /**
   * Text shown to visitors.
   */
  label: string;
}
/**
 * Numbered steps, e.g. how to get started.
 */
export interface StepsSection {
  /**
   * The first day this is shown (YYYY-MM-DD); the daily rebuild publishes it that day. Leave out to show it now.
   */
  visibleFrom?: string;
  /**
   * The last day this is shown (YYYY-MM-DD); the daily rebuild removes it the day after. Leave out to show it with no end.
   */
  visibleUntil?: string;
  /**
   * Section type: steps.
   */
  type: 'steps';
  /**
   * A short name for the section, unique on the site; links such as /#games scroll to it.
   */
  id: string;
  /**
   * true to show this section only on screens wider than the mobile breakpoint (decoration).
   */
  desktopOnly?: boolean;
  /**
   * Text shown to visitors.
   */
  heading: string;
  /**
   * A paragraph. You may use **strong**, *emphasis* and [a link](/contact); no HTML.
   */
  intro?: string;
  /**
   * The steps, in order.
   *
   * @minItems 1
   * @maxItems 10
   */
  steps: Step[];
  /**
   * true to show the Android and iOS download buttons under the steps, with the 18+ notice and the risk disclaimer (for steps that start with downloading the app).
   */
  downloads?: boolean;
}
/**
 * One step.
 */
export interface Step {
  /**
   * Text shown to visitors.
   */
  title: string;
  /**
   * A paragraph. You may use **strong**, *emphasis* and [a link](/contact); no HTML.
   */
  text: string;
}
/**
 * The page shown for an address that does not exist.
 */
export interface NotFoundPage {
  /**
   * Text shown to visitors.
   */
  title: string;
  /**
   * Text shown to visitors.
   */
  description: string;
  sections: Sections1;
}
