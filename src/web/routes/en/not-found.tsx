import { NotFoundPage } from '../../components/shell/not-found-page.tsx';

export default NotFoundPage;
