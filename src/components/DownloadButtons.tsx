import { useSite } from '../frame/site-context.tsx';
import { useComingSoon } from './ComingSoonDialog.tsx';

/** The Android (APK in a new tab) and iOS (coming-soon dialog) buttons, used wherever the app is offered. */
interface DownloadButtonsProps {
  className?: string;
  /** Show the APK's SHA-256 under the buttons (where there is room for it). */
  showChecksum?: boolean;
}

export function DownloadButtons({ className = '', showChecksum = false }: DownloadButtonsProps) {
  const { downloads, api, apkSha256 } = useSite();
  const openComingSoon = useComingSoon();
  const buttons = (
    <div className={`download-buttons ${className}`} role="group" aria-label={downloads.label}>
      <a className="button button-primary download-android" href={`${api.host}${api.apkPath}`} target="_blank" rel="noopener">
        <img src={downloads.android.icon} alt="" width={20} height={20} />
        <span>{downloads.android.label}</span>
        {downloads.android.newTabNote ? <span className="visually-hidden"> {downloads.android.newTabNote}</span> : null}
      </a>
      <button type="button" className="button button-secondary download-ios" onClick={openComingSoon}>
        <img src={downloads.ios.icon} alt="" width={20} height={20} />
        <span>{downloads.ios.label}</span>
      </button>
    </div>
  );
  if (!showChecksum || !apkSha256) return buttons;
  return (
    <div className="download-block">
      {buttons}
      <p className="apk-checksum">
        <span>{downloads.android.apk.checksumLabel}</span> <code>{apkSha256}</code>
      </p>
    </div>
  );
}
