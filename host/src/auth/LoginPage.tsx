import { OAuthError, errorMessage, login, useIsSignedIn } from '@dure/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirectTarget } from './guard';
import './login.css';

/** Sign-in screen. Plain markup on purpose: the login page must stay small (no antd before sign-in). */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const target = safeRedirectTarget(params.get('redirectUrl'));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});
  const [capsLock, setCapsLock] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (signedIn) navigate(target, { replace: true });
  }, [signedIn, navigate, target]);


  async function submit(event: FormEvent) {
    event.preventDefault();
    const nextMissing = { username: !username.trim(), password: !password };
    setMissing(nextMissing);
    if (nextMissing.username || nextMissing.password) {
      setError(nextMissing.username ? '아이디를 입력해 주세요.' : '비밀번호를 입력해 주세요.');
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await login(username.trim(), password);
      navigate(target, { replace: true });
    } catch (caught) {
      setError(caught instanceof OAuthError ? caught.message : errorMessage(caught));
      setPassword('');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main className="login-page">
      <section className="login-hero" aria-hidden="true">
        <p className="login-brand">두레</p>
        <p>고객과 영업, 목표와 프로젝트, 원가와 생산, 평가까지 — 우리 회사의 일을 한곳에서 함께 관리합니다.</p>
      </section>
      <section className="login-panel">
        <form className="login-form" onSubmit={submit} noValidate aria-labelledby="login-title">
          <h1 id="login-title">로그인</h1>
          <p className="sub">사내 계정으로 로그인해 주세요.</p>
          {error && (
            <p className="login-error" role="alert">
              {error}
            </p>
          )}
          <label className="login-field">
            <span>아이디</span>
            <input
              name="username"
              autoComplete="username"
              autoFocus
              value={username}
              aria-invalid={missing.username || undefined}
              onChange={(e) => setUsername(e.target.value)}
            />
          </label>
          <label className="login-field">
            <span>비밀번호</span>
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={missing.password || undefined}
              onChange={(e) => setPassword(e.target.value)}
              onKeyUp={(e) => setCapsLock(e.getModifierState('CapsLock'))}
            />
          </label>
          {capsLock && <p className="login-hint">Caps Lock이 켜져 있습니다.</p>}
          <button type="submit" className="dure-button" disabled={submitting}>
            {submitting ? '로그인 중…' : '로그인'}
          </button>
          <p className="login-foot">
            비밀번호를 잊으셨다면 인사팀 또는 시스템 관리자에게 초기화를 요청해 주세요. <Link to="/myhome">홈으로</Link>
          </p>
        </form>
      </section>
    </main>
  );
}
