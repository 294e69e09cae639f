import type { Page } from 'playwright-core';

/** A 1600 × 1000 JPEG drawn by the page's canvas: a real photo file, as a camera would give. */
export async function drawnJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1000;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#b03a2e';
    context.fillRect(0, 0, 1600, 1000);
    context.fillStyle = '#f4d03f';
    context.beginPath();
    context.arc(800, 500, 300, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}
