// What other features of the cost remote use of 프로젝트 손익: the coloured margin (the profit dashboard's tables too).
export { Margin } from './components/Margin';
