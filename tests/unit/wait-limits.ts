/**
 * Unit-project setup: how long `findBy…` and `waitFor` wait for what a component shows after a lazy
 * chunk or an answer. A second (Testing Library's default) is often not enough on a busy CI machine
 * running the browsers and API tests beside; a passing test never waits for the limit.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
