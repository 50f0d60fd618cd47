import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** Whether this browser can read barcodes from the camera (Chrome on Android, some desktops). */
export const canScan = () => typeof window !== 'undefined' && 'BarcodeDetector' in window && !!navigator.mediaDevices?.getUserMedia;

/** Reads one boarding pass from the camera with the browser's BarcodeDetector, then stops the camera. */
export function CameraScanner({ onRead }: { onRead: (text: string) => void }) {
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    const Barcode = (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector;
    const detector = new Barcode({ formats: ['pdf417', 'aztec', 'qr_code'] });
    const tick = async () => {
      if (stopped || !video.current) return;
      try {
        const [code] = await detector.detect(video.current);
        if (code?.rawValue) {
          setOn(false);
          onRead(code.rawValue);
          return;
        }
      } catch {
        // A frame not ready yet: try the next one.
      }
      timer = window.setTimeout(() => void tick(), 300);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return s.getTracks().forEach((t) => t.stop());
        video.current.srcObject = s;
        await video.current.play();
        void tick();
      })
      .catch(() => {
        setProblem('The camera could not be opened; paste or type the boarding pass instead.');
        setOn(false);
      });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [on, onRead]);

  return (
    <div>
      <Button type="button" variant="outline-dark" onClick={() => setOn((v) => !v)}>
        {on ? 'Stop camera' : 'Scan with camera'}
      </Button>
      {on && <video ref={video} className="d-block mt-2 rounded border" style={{ width: '100%', maxWidth: 360 }} muted playsInline aria-label="Camera view" />}
      {problem && (
        <Alert variant="warning" className="mt-2">
          {problem}
        </Alert>
      )}
    </div>
  );
}
