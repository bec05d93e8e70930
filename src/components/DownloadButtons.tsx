import { useSite } from '../frame/site-context.tsx';
import { opensComingSoon } from './ComingSoonDialog.tsx';
import { DownloadDisclosure } from './Disclosures.tsx';

/**
 * The Android (APK in a new tab) and iOS (coming-soon dialog) buttons, used wherever the app is
 * offered, always with the 18+ notice and the risk disclaimer beside them.
 */
interface DownloadButtonsProps {
  className?: string;
  /** Show the APK's SHA-256 under the buttons (where there is room for it). */
  showChecksum?: boolean;
}

export function DownloadButtons({ className = '', showChecksum = false }: DownloadButtonsProps) {
  const { downloads, api, apkSha256 } = useSite();
  return (
    <div className={`download-block ${className}`}>
      <div className="download-buttons" role="group" aria-label={downloads.label}>
        <a className="button button-primary download-android" href={`${api.host}${api.apkPath}`} target="_blank" rel="noopener">
          <img src={downloads.android.icon} alt="" width={20} height={20} />
          <span>{downloads.android.label}</span>
          {downloads.android.newTabNote ? <span className="visually-hidden"> {downloads.android.newTabNote}</span> : null}
        </a>
        <button type="button" className="button button-secondary download-ios" {...opensComingSoon}>
          <img src={downloads.ios.icon} alt="" width={20} height={20} />
          <span>{downloads.ios.label}</span>
        </button>
      </div>
      <DownloadDisclosure />
      {showChecksum && apkSha256 ? (
        <p className="apk-checksum">
          <span>{downloads.android.apk.checksumLabel}</span> <code>{apkSha256}</code>
        </p>
      ) : null}
    </div>
  );
}
