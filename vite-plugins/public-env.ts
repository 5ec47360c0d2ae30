// Build-time settings (VITE_*) are compiled into the public bundle, which anyone can read. The build fails
// when one of them has a name that looks secret and is not one of the keys that are public by design, so
// a private key set in the wrong variable never ships.
import type { Plugin } from 'vite';

/** Keys meant for browsers: EmailJS's public key and the AdSense publisher id. */
export const PUBLIC_KEY_NAMES: readonly string[] = ['VITE_EMAILJS_PUBLIC_KEY', 'VITE_ADSENSE_CLIENT'];

const SECRET_LOOKING = /KEY|SECRET|TOKEN|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|AUTH/i;

/** The VITE_ names among `names` that look secret and are not on the allow-list. */
export const secretLookingPublicNames = (names: Iterable<string>): string[] =>
  [...names].filter(
    (name) => name.startsWith('VITE_') && SECRET_LOOKING.test(name) && !PUBLIC_KEY_NAMES.includes(name),
  );

export function refuseSecretLookingPublicEnv(): Plugin {
  return {
    name: 'rarefinds:refuse-secret-looking-public-env',
    configResolved(config) {
      const names = secretLookingPublicNames(Object.keys(config.env));
      if (names.length > 0) {
        throw new Error(
          `Refusing to build: ${names.join(', ')} would be compiled into the public bundle, and the name looks secret. ` +
            `Secrets belong in the server's environment (without the VITE_ prefix); only ${PUBLIC_KEY_NAMES.join(' and ')} are public keys.`,
        );
      }
    },
  };
}
