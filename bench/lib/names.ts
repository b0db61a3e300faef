/** Indian first names and surnames the seeded people are named from. */
export const FIRST = (
  'Aarav Aditi Aditya Ananya Arjun Asha Bhavna Chetan Deepa Dev Divya Farhan Gauri Harsh Isha Jay ' +
  'Kavya Kiran Lakshmi Manish Meera Mohan Neha Nikhil Nisha Om Pooja Pranav Priya Rahul Rani Ravi ' +
  'Riya Rohan Sachin Sagar Sana Sanjay Sara Shreya Siddharth Sneha Suresh Swati Tanvi Tara Uday ' +
  'Usha Varun Vidya Vijay Vikram Vinay Yash Zoya Kabir Ishaan Anika Reyansh Myra'
).split(' ');
export const LAST = (
  'Sharma Verma Patil Kulkarni Deshpande Joshi Iyer Nair Reddy Rao Gupta Mehta Shah Desai Pawar ' +
  'Jadhav Chavan Shinde More Gokhale Bhat Menon Pillai Khan Singh Yadav Mishra Pandey Tiwari ' +
  'Agarwal Banerjee Chatterjee Das Ghosh Bose Sen Mukherjee Kapoor Malhotra Chopra Bhatia Sethi ' +
  'Arora Saxena Srivastava Naidu Hegde Kamath Shetty Fernandes'
).split(' ');
